import AuthModel

extension AuthAPI {
    /// A first-factor answer with `mfaPendingCredential` instead of tokens is a sign-in that needs a
    /// second factor: ``AuthError/Kind/multiFactorRequired`` carrying the challenge.
    static func requireNoSecondFactor(_ credential: String?, _ info: [MFAEnrollmentInfo]?) throws(AuthError) {
        guard let credential, !credential.isEmpty else { return }
        let hints = (info ?? []).compactMap(MultiFactorInfo.init)
        guard !hints.isEmpty else {
            throw AuthError(.malformedResponse, detail: "mfaPendingCredential without mfaInfo")
        }
        throw AuthError.multiFactorRequired(MultiFactorChallenge(pendingCredential: credential, hints: hints))
    }

    /// v2 `mfaEnrollment:start` for TOTP: the offered secret.
    func startTOTPEnrollment(idToken: String) async throws(AuthError) -> TOTPSecret {
        let request = StartMFAEnrollmentRequest(idToken: idToken, totpEnrollmentInfo: EmptyJSONObject())
        let response = try await transport.post(
            .mfaEnrollmentStart, request, as: StartMFAEnrollmentResponse.self)
        guard let info = response.totpSessionInfo, let key = info.sharedSecretKey, !key.isEmpty else {
            throw AuthError(.malformedResponse, detail: "totpSessionInfo missing")
        }
        return TOTPSecret(
            sharedSecretKey: key, sessionInfo: try Self.sessionInfo(info.sessionInfo),
            codeLength: info.verificationCodeLength ?? 6, period: info.periodSec ?? 30,
            hashingAlgorithm: info.hashingAlgorithm ?? "SHA1",
            enrollmentDeadline: info.finalizeEnrollmentTime.flatMap(RFC3339.date),
            issuer: info.issuer.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// v2 `mfaEnrollment:start` for a phone: the verification id of the texted code.
    func startPhoneEnrollment(idToken: String, phoneNumber: String, recaptchaToken: String?)
        async throws(AuthError) -> String
    {
        let request = StartMFAEnrollmentRequest(
            idToken: idToken,
            phoneEnrollmentInfo: .init(phoneNumber: phoneNumber, recaptchaToken: recaptchaToken))
        let response = try await transport.post(
            .mfaEnrollmentStart, request, as: StartMFAEnrollmentResponse.self)
        return try Self.sessionInfo(response.phoneSessionInfo?.sessionInfo)
    }

    /// v2 `mfaEnrollment:finalize`.
    func finalizeEnrollment(_ request: FinalizeMFAEnrollmentRequest) async throws(AuthError) -> TokenGrant {
        try TokenGrant(await transport.post(.mfaEnrollmentFinalize, request, as: MFATokensResponse.self))
    }

    /// v2 `mfaEnrollment:withdraw`.
    func withdrawEnrollment(idToken: String, factorUID: String) async throws(AuthError) -> TokenGrant {
        let request = WithdrawMFARequest(idToken: idToken, mfaEnrollmentID: factorUID)
        return try TokenGrant(
            await transport.post(.mfaEnrollmentWithdraw, request, as: MFATokensResponse.self))
    }

    /// v2 `mfaSignIn:start`: the verification id of the SMS factor's texted code.
    func startSecondFactorSignIn(_ request: StartMFASignInRequest) async throws(AuthError) -> String {
        let response = try await transport.post(.mfaSignInStart, request, as: StartMFASignInResponse.self)
        return try Self.sessionInfo(response.phoneResponseInfo?.sessionInfo)
    }

    /// v2 `mfaSignIn:finalize`.
    func finalizeSecondFactorSignIn(_ request: FinalizeMFASignInRequest) async throws(AuthError) -> TokenGrant
    {
        try TokenGrant(await transport.post(.mfaSignInFinalize, request, as: MFATokensResponse.self))
    }
}
