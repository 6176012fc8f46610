import AuthModel

/// Phone codes and second factors: the texted code's verification id, TOTP and SMS enrolment, removal,
/// and finishing a sign-in that needs a second factor.
extension LiveAuthClient {
    func sendVerificationCode(to phoneNumber: String, recaptchaToken: String?) async throws(AuthError)
        -> String
    {
        try await api.sendVerificationCode(
            SendVerificationCodeRequest(phoneNumber: phoneNumber, recaptchaToken: recaptchaToken))
    }

    func startTOTPEnrollment() async throws(AuthError) -> TOTPSecret {
        try await withIDToken { session throws(AuthError) in
            try await self.api.startTOTPEnrollment(idToken: session.idToken)
        }
    }

    func startPhoneEnrollment(phoneNumber: String, recaptchaToken: String?) async throws(AuthError) -> String
    {
        try await withIDToken { session throws(AuthError) in
            try await self.api.startPhoneEnrollment(
                idToken: session.idToken, phoneNumber: phoneNumber, recaptchaToken: recaptchaToken)
        }
    }

    func enroll(_ assertion: MultiFactorAssertion, displayName: String?) async throws(AuthError) -> AuthUser {
        let grant = try await withIDToken { session throws(AuthError) in
            var request = FinalizeMFAEnrollmentRequest(idToken: session.idToken, displayName: displayName)
            switch assertion {
            case .totpEnrollment(let secret, let code):
                request.totpVerificationInfo = .init(sessionInfo: secret.sessionInfo, verificationCode: code)
            case .phone(let verificationID, let code):
                request.phoneVerificationInfo = PhoneVerificationInfo(sessionInfo: verificationID, code: code)
            case .totpSignIn:
                throw AuthError(.invalidVerificationID, detail: "a sign-in assertion cannot enrol")
            }
            return try await self.api.finalizeEnrollment(request)
        }
        return try await replaceSession(with: grant)
    }

    func unenroll(factorUID: String) async throws(AuthError) -> AuthUser {
        let grant = try await withIDToken { session throws(AuthError) in
            try await self.api.withdrawEnrollment(idToken: session.idToken, factorUID: factorUID)
        }
        return try await replaceSession(with: grant)
    }

    func startSecondFactorSignIn(
        _ challenge: MultiFactorChallenge, factorUID: String, recaptchaToken: String?
    )
        async throws(AuthError) -> String
    {
        try await api.startSecondFactorSignIn(
            StartMFASignInRequest(
                mfaPendingCredential: challenge.pendingCredential, mfaEnrollmentID: factorUID,
                phoneSignInInfo: .init(recaptchaToken: recaptchaToken)))
    }

    func resolveSignIn(_ challenge: MultiFactorChallenge, with assertion: MultiFactorAssertion)
        async throws(AuthError) -> AuthUser
    {
        var request = FinalizeMFASignInRequest(mfaPendingCredential: challenge.pendingCredential)
        switch assertion {
        case .totpSignIn(let enrollmentID, let code):
            request.mfaEnrollmentID = enrollmentID
            request.totpVerificationInfo = .init(verificationCode: code)
        case .phone(let verificationID, let code):
            request.phoneVerificationInfo = PhoneVerificationInfo(sessionInfo: verificationID, code: code)
        case .totpEnrollment:
            throw AuthError(.invalidVerificationID, detail: "an enrolment assertion cannot sign in")
        }
        return try await signIn(with: await api.finalizeSecondFactorSignIn(request))
    }
}
