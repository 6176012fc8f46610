extension AuthError {
    /// A sentence for the user, in `language`. It never contains secrets or server-supplied text;
    /// unknown errors show their code so that support can identify them.
    public func localizedDescription(for language: AuthLanguage) -> String {
        if kind == .unknown {
            return switch language {
            case .english: "Something went wrong. Please try again. (\(code))"
            case .korean: "문제가 발생했습니다. 다시 시도해 주세요. (\(code))"
            }
        }
        if kind == .tooManyAttempts, let retryAfter { return Self.lockOut(retryAfter, language) }
        let texts = AuthError.texts(for: kind)
        let sentence = language == .korean ? texts.korean : texts.english
        // A refused password names the rules it missed, from the server's detail.
        guard kind == .weakPassword || kind == .passwordDoesNotMeetRequirements, let detail else {
            return sentence
        }
        let rules = detail.components(separatedBy: "; ").compactMap(PasswordRequirement.init(serverDetail:))
        return ([sentence] + rules.map { $0.localizedDescription(for: language) }).joined(separator: " ")
    }

    /// A lock-out with its length: seconds under a minute, else whole minutes rounded up.
    private static func lockOut(_ seconds: Int, _ language: AuthLanguage) -> String {
        let minutes = (seconds + 59) / 60
        return switch (language, seconds < 60) {
        case (.english, true): "Too many attempts. Please try again in \(seconds) seconds."
        case (.english, false): "Too many attempts. Please try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
        case (.korean, true): "시도 횟수가 너무 많습니다. \(seconds)초 후에 다시 시도해 주세요."
        case (.korean, false): "시도 횟수가 너무 많습니다. \(minutes)분 후에 다시 시도해 주세요."
        }
    }

    // swift-format-ignore
    private static func texts(for kind: Kind) -> (english: String, korean: String) {
        switch kind {
        case .emailExists:
            ("An account already uses this e-mail address.", "이미 사용 중인 이메일 주소입니다.")
        case .emailNotFound:
            ("No account uses this e-mail address.", "이 이메일 주소로 가입된 계정이 없습니다.")
        case .invalidPassword:
            ("The password is incorrect.", "비밀번호가 올바르지 않습니다.")
        case .invalidLoginCredentials:
            ("The e-mail address or password is incorrect.", "이메일 주소 또는 비밀번호가 올바르지 않습니다.")
        case .userDisabled:
            ("This account has been disabled.", "사용이 중지된 계정입니다.")
        case .userNotFound:
            ("The account no longer exists. Please sign in again.", "계정을 찾을 수 없습니다. 다시 로그인해 주세요.")
        case .weakPassword:
            ("The password is too weak. Please choose a stronger one.",
             "비밀번호가 너무 약합니다. 더 안전한 비밀번호를 입력해 주세요.")
        case .passwordDoesNotMeetRequirements:
            ("The password does not meet the requirements.", "비밀번호가 요구 사항을 충족하지 않습니다.")
        case .invalidEmail, .invalidIdentifier:
            ("The e-mail address is not valid.", "올바른 이메일 주소가 아닙니다.")
        case .missingEmail:
            ("Please enter your e-mail address.", "이메일 주소를 입력해 주세요.")
        case .missingPassword:
            ("Please enter your password.", "비밀번호를 입력해 주세요.")
        case .emailChangeNeedsVerification:
            ("Please confirm the new e-mail address with the link we sent to it.",
             "새 이메일 주소로 보낸 링크를 눌러 변경을 확인해 주세요.")
        case .tooManyAttempts:
            ("Too many attempts. Please try again later.", "시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.")
        case .operationNotAllowed, .adminOnlyOperation:
            ("This sign-in method is not enabled.", "사용할 수 없는 로그인 방식입니다.")
        case .passwordLoginDisabled:
            ("Signing in with a password is not enabled.", "비밀번호 로그인을 사용할 수 없습니다.")
        case .invalidAPIKey:
            ("The app is not configured correctly (invalid API key).", "앱 설정이 올바르지 않습니다(API 키 오류).")
        case .tokenExpired, .invalidIDToken, .missingIDToken, .invalidRefreshToken, .missingRefreshToken:
            ("Your session has expired. Please sign in again.", "로그인이 만료되었습니다. 다시 로그인해 주세요.")
        case .requiresRecentLogin:
            ("For your security, please sign in again before doing this.",
             "보안을 위해 다시 로그인한 후 시도해 주세요.")
        case .invalidCustomToken:
            ("The sign-in token is invalid or has expired.", "로그인 토큰이 유효하지 않거나 만료되었습니다.")
        case .customTokenMismatch:
            ("The sign-in token was made for another project.", "다른 프로젝트용으로 만든 로그인 토큰입니다.")
        case .expiredActionCode:
            ("This link has expired. Please request a new one.", "링크가 만료되었습니다. 새 링크를 요청해 주세요.")
        case .invalidActionCode, .missingActionCode:
            ("This link is invalid or has already been used.", "유효하지 않거나 이미 사용한 링크입니다.")
        case .resetPasswordLimitExceeded:
            ("Too many password reset requests. Please try again later.",
             "비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.")
        case .invalidContinueURI, .unauthorizedDomain:
            ("The app's return address is not allowed.", "허용되지 않은 앱 복귀 주소입니다.")
        case .invalidIdentityProviderResponse, .invalidCredentialOrProviderID:
            ("The sign-in provider's answer could not be verified. Please try again.",
             "로그인 제공자의 응답을 확인할 수 없습니다. 다시 시도해 주세요.")
        case .credentialAlreadyInUse:
            ("This sign-in account is already linked to another user.", "이 로그인 계정은 이미 다른 사용자에게 연결되어 있습니다.")
        case .missingOrInvalidNonce:
            ("The sign-in request could not be verified. Please try again.",
             "로그인 요청을 확인할 수 없습니다. 다시 시도해 주세요.")
        case .invalidPhoneNumber, .missingPhoneNumber:
            ("The phone number is not valid. Enter it with its country code, e.g. +82 10 1234 5678.",
             "올바른 전화번호가 아닙니다. 국가 번호와 함께 입력해 주세요(예: +82 10 1234 5678).")
        case .phoneNumberAlreadyInUse:
            ("Another account already uses this phone number.", "이미 다른 계정에서 사용 중인 전화번호입니다.")
        case .invalidVerificationCode, .missingVerificationCode:
            ("The code is incorrect. Please check it and try again.", "인증 코드가 올바르지 않습니다. 확인한 후 다시 입력해 주세요.")
        case .invalidVerificationID, .missingVerificationID, .verificationCodeExpired:
            ("The code has expired. Please request a new one.", "인증 코드가 만료되었습니다. 새 코드를 요청해 주세요.")
        case .quotaExceeded:
            ("Too many codes were sent. Please try again later.", "인증 코드를 너무 많이 요청했습니다. 잠시 후 다시 시도해 주세요.")
        case .missingAppCredential, .invalidAppCredential:
            ("This app could not be verified, so no code was sent.", "앱을 확인할 수 없어 인증 코드를 보내지 않았습니다.")
        case .unsupportedFirstFactor:
            ("A second factor cannot be used with this sign-in method.", "이 로그인 방식에는 2단계 인증을 사용할 수 없습니다.")
        case .unverifiedEmail:
            ("Please confirm your e-mail address first.", "먼저 이메일 주소를 인증해 주세요.")
        case .secondFactorAlreadyEnrolled:
            ("This second factor is already set up.", "이미 등록된 2단계 인증 수단입니다.")
        case .maximumSecondFactorCountExceeded:
            ("No more second factors can be added.", "2단계 인증 수단을 더 추가할 수 없습니다.")
        case .multiFactorInfoNotFound:
            ("This second factor is no longer set up.", "등록되지 않은 2단계 인증 수단입니다.")
        case .invalidMultiFactorSession, .missingMultiFactorSession:
            ("The sign-in took too long. Please sign in again.", "로그인 시간이 초과되었습니다. 다시 로그인해 주세요.")
        case .passkeyNotFound:
            ("This passkey is not registered here. It may have been removed.",
             "등록되지 않은 패스키입니다. 삭제되었을 수 있습니다.")
        case .invalidPasskeyResponse, .missingPasskeyResponse, .invalidPasskeyCredentialID:
            ("The passkey could not be verified. Please try again.", "패스키를 확인할 수 없습니다. 다시 시도해 주세요.")
        case .passkeyAlreadyRegistered:
            ("This passkey is already registered.", "이미 등록된 패스키입니다.")
        case .multiFactorRequired:
            ("Enter the code from your authenticator app to finish signing in.",
             "로그인을 마치려면 인증 앱의 코드를 입력해 주세요.")
        case .networkUnavailable:
            ("You appear to be offline. Check your connection and try again.",
             "네트워크에 연결되어 있지 않습니다. 연결을 확인한 후 다시 시도해 주세요.")
        case .timedOut:
            ("The server took too long to respond. Please try again.", "서버 응답이 지연되고 있습니다. 다시 시도해 주세요.")
        case .connectionRefused:
            ("Could not reach the server. Please try again later.", "서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.")
        case .tlsFailure:
            ("A secure connection to the server could not be made.", "서버와 안전하게 연결할 수 없습니다.")
        case .malformedResponse:
            ("The server sent an unexpected answer. Please try again.", "서버에서 예상하지 못한 응답을 받았습니다. 다시 시도해 주세요.")
        case .cancelled:
            ("The request was cancelled.", "요청이 취소되었습니다.")
        case .notSignedIn:
            ("You are not signed in. Please sign in first.", "로그인되어 있지 않습니다. 먼저 로그인해 주세요.")
        case .unknown:
            ("Something went wrong. Please try again.", "문제가 발생했습니다. 다시 시도해 주세요.")
        }
    }
}
