import AuthModel

extension AuthAPI {
    /// `accounts:sendVerificationCode`: the verification id (`sessionInfo`) of the texted code.
    func sendVerificationCode(_ request: SendVerificationCodeRequest) async throws(AuthError) -> String {
        let response = try await transport.post(
            .sendVerificationCode, request, as: SendVerificationCodeResponse.self)
        return try Self.sessionInfo(response.sessionInfo)
    }

    /// `accounts:signInWithPhoneNumber`. A number another account owns answers a `temporaryProof` and
    /// no tokens when linking: that is ``AuthError/Kind/phoneNumberAlreadyInUse``.
    func signInWithPhoneNumber(_ request: SignInWithPhoneNumberRequest) async throws(AuthError) -> TokenGrant
    {
        let response = try await transport.post(
            .signInWithPhoneNumber, request, as: SignInWithPhoneNumberResponse.self)
        if response.idToken == nil, response.temporaryProof != nil {
            throw AuthError(.phoneNumberAlreadyInUse, detail: "temporaryProof")
        }
        return try TokenGrant(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    /// A `sessionInfo` a response must carry.
    static func sessionInfo(_ value: String?) throws(AuthError) -> String {
        guard let value, !value.isEmpty else {
            throw AuthError(.malformedResponse, detail: "sessionInfo missing")
        }
        return value
    }
}
