import AuthModel

extension AuthAPI {
    /// v2 `passkeyEnrollment:start`: the creation options.
    func startPasskeyEnrollment(idToken: String) async throws(AuthError) -> PasskeyCreationOptions {
        let response = try await transport.post(
            .passkeyEnrollmentStart, StartPasskeyEnrollmentRequest(idToken: idToken),
            as: StartPasskeyEnrollmentResponse.self)
        guard let options = response.credentialCreationOptions else {
            throw AuthError(.malformedResponse, detail: "credentialCreationOptions missing")
        }
        return try PasskeyCreationOptions(json: options)
    }

    /// v2 `passkeyEnrollment:finalize`: new tokens.
    func finalizePasskeyEnrollment(_ request: FinalizePasskeyEnrollmentRequest) async throws(AuthError)
        -> TokenGrant
    {
        try TokenGrant(await transport.post(.passkeyEnrollmentFinalize, request, as: MFATokensResponse.self))
    }

    /// v2 `passkeySignIn:start`: the request options.
    func startPasskeySignIn() async throws(AuthError) -> PasskeyRequestOptions {
        let response = try await transport.post(
            .passkeySignInStart, StartPasskeySignInRequest(), as: StartPasskeySignInResponse.self)
        guard let options = response.credentialRequestOptions else {
            throw AuthError(.malformedResponse, detail: "credentialRequestOptions missing")
        }
        return try PasskeyRequestOptions(json: options)
    }

    /// v2 `passkeySignIn:finalize`: tokens, or the second-factor challenge.
    func finalizePasskeySignIn(_ request: FinalizePasskeySignInRequest) async throws(AuthError) -> TokenGrant {
        let response = try await transport.post(
            .passkeySignInFinalize, request, as: FinalizePasskeySignInResponse.self)
        try Self.requireNoSecondFactor(response.mfaPendingCredential, response.mfaInfo)
        return try TokenGrant(idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: nil)
    }
}
