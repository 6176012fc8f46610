import AuthCrypto
import AuthModel
import Foundation

/// Emulator mode only: any provider id Sesame has no verifier for (`github.com`, `facebook.com`,
/// `oidc.*`, `saml.*`, …) signs in with claims read **without any check** from `id_token`, else
/// `access_token` (plain JSON or a JWT), as Firebase's emulator reads them. A `saml.*` provider may add
/// a `SAMLResponse` (JSON in the emulator): its assertion's subject `nameId` is the e-mail when it is
/// one (verified), and its `attributeStatements` are the `rawUserInfo` and the ID token's
/// `firebase.sign_in_attributes`. Production mode never uses it:
/// there an unknown provider is `OPERATION_NOT_ALLOWED`.
struct EmulatorProviderTokenVerifier: ProviderTokenVerifier {
    let providerId: String

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        let tokens = [credential.idToken, credential.accessToken].compactMap { $0 }.filter { !$0.isEmpty }
        guard let token = tokens.first else {
            throw SignedProviderTokenVerifier.invalid("id_token and access_token are both missing.")
        }
        guard token.utf8.count <= JWT.maximumLength else {
            throw SignedProviderTokenVerifier.invalid("id_token is too long.")
        }
        var claims = try ProviderTokenPayload.identity(
            from: try ProviderTokenPayload.unverified(token), providerId: providerId)
        if let saml = credential.samlResponse { claims = try Self.applying(saml, to: claims) }
        return claims
    }

    /// The emulator's SAML response: `{"assertion": {"subject": {"nameId": …}, "attributeStatements": …}}`.
    static func applying(_ text: String, to claims: ProviderIdentityClaims) throws(APIError)
        -> ProviderIdentityClaims
    {
        guard let response = JSON.parse(Data(text.utf8)), let assertion = response["assertion"]?.objectValue
        else {
            throw SignedProviderTokenVerifier.invalid("SAMLResponse has no assertion.")
        }
        guard let subject = assertion["subject"]?.objectValue else {
            throw SignedProviderTokenVerifier.invalid("SAMLResponse has no assertion.subject.")
        }
        guard let nameId = subject["nameId"]?.stringValue, !nameId.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("SAMLResponse has no assertion.subject.nameId.")
        }
        // The address as the provider wrote it (kept apart from its normalized form, as every address is).
        let email = EmailAddress(nameId) != nil ? nameId : claims.email
        let attributes = assertion["attributeStatements"]?.objectValue ?? [:]
        return ProviderIdentityClaims(
            subject: claims.subject, federatedId: claims.federatedId, email: email, emailVerified: email != nil,
            displayName: claims.displayName, photoURL: claims.photoURL, profile: attributes,
            signInAttributes: attributes)
    }
}
