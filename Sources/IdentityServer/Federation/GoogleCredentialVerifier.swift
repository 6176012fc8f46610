/// `google.com` credentials: an ID token is verified by `SignedProviderTokenVerifier` (also when an
/// access token comes with it); an access token alone by `GoogleAccessTokenVerifier`, which asks Google.
///
/// In emulator mode an access token that is itself claims (plain JSON or a JWT, as the Firebase emulator
/// reads it) is decoded without any check; an opaque access token is checked with Google as in normal
/// mode (the Firebase emulator answers 501 there instead).
struct GoogleCredentialVerifier: ProviderTokenVerifier {
    let idTokens: SignedProviderTokenVerifier
    let accessTokens: GoogleAccessTokenVerifier
    let emulator: Bool
    /// Exchanges the code of a `createAuthUri` redirect (`--google-token-url`, the stored client secret).
    var codeExchange: ProviderCodeExchange? = nil

    var providerId: String { idTokens.providerId }

    /// This verifier with `audiences` accepted too, for ID tokens and access tokens alike.
    func accepting(_ audiences: [String]) -> GoogleCredentialVerifier {
        var accessTokens = accessTokens
        accessTokens.profile = accessTokens.profile.accepting(audiences)
        return GoogleCredentialVerifier(idTokens: idTokens.accepting(audiences), accessTokens: accessTokens, emulator: emulator)
    }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        if ProviderCodeExchange.isCode(credential), let codeExchange {
            return try await ProviderCodeExchange.verifyExchanged(try await codeExchange.idTokenCredential(credential)) {
                credential throws(APIError) in try await idTokens.verify(credential)
            }
        }
        if let idToken = credential.idToken, !idToken.isEmpty {
            return try await idTokens.verify(credential)
        }
        guard let accessToken = credential.accessToken, !accessToken.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("id_token and access_token are both missing.")
        }
        if emulator, accessToken.utf8.count <= GoogleAccessTokenVerifier.maximumTokenLength,
            let claims = try? ProviderTokenPayload.unverified(accessToken)
        {
            return try ProviderTokenPayload.identity(from: claims, profile: idTokens.profile)
        }
        return try await accessTokens.verify(accessToken)
    }
}
