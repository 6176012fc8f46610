import Testing

@testable import AuthModel

struct AuthErrorTests {
    @Test func parsesCodeWithDetail() {
        let error = AuthError(serverMessage: "WEAK_PASSWORD : Password should be at least 6 characters")
        #expect(error.kind == .weakPassword)
        #expect(error.code == "WEAK_PASSWORD")
        #expect(error.detail == "Password should be at least 6 characters")
        #expect(error.message == "WEAK_PASSWORD : Password should be at least 6 characters")
        #expect(error.serverCode == .weakPassword)
    }

    @Test(arguments: [
        ("EMAIL_EXISTS", AuthError.Kind.emailExists),
        ("INVALID_LOGIN_CREDENTIALS", .invalidLoginCredentials),
        ("TOO_MANY_ATTEMPTS_TRY_LATER", .tooManyAttempts),
        ("CREDENTIAL_TOO_OLD_LOGIN_AGAIN", .requiresRecentLogin),
        ("FEDERATED_USER_ID_ALREADY_LINKED", .credentialAlreadyInUse),
        ("EXPIRED_OOB_CODE", .expiredActionCode),
        (" USER_DISABLED ", .userDisabled),
    ])
    func parsesPlainCodes(_ message: String, kind: AuthError.Kind) {
        let error = AuthError(serverMessage: message)
        #expect(error.kind == kind)
        #expect(error.detail == nil)
        #expect(error.code == kind.rawValue)
    }

    @Test func splitsAtFirstColonAndTrims() {
        let error = AuthError(serverMessage: "INVALID_IDP_RESPONSE:Invalid Idp Response: id_token missing")
        #expect(error.kind == .invalidIdentityProviderResponse)
        #expect(error.detail == "Invalid Idp Response: id_token missing")
        #expect(AuthError(serverMessage: "EMAIL_EXISTS : ").detail == nil)
    }

    @Test func unknownCodesAreKept() {
        let error = AuthError(serverMessage: "DUPLICATE_LOCAL_ID : uid taken")
        #expect(error.kind == .unknown)
        #expect(error.code == "DUPLICATE_LOCAL_ID")
        #expect(error.detail == "uid taken")
        #expect(error == AuthError.unknown(code: "DUPLICATE_LOCAL_ID"))
        #expect(error != AuthError.unknown(code: "SOMETHING_ELSE"))
        #expect(error.localizedDescription(for: .english).contains("DUPLICATE_LOCAL_ID"))
    }

    @Test func humanTextWithoutCodeBecomesUnknown() {
        let error = AuthError(serverMessage: "API key not valid. Please pass a valid API key.")
        #expect(error.kind == .unknown)
        #expect(error.code == "UNKNOWN")
        #expect(error.detail == "API key not valid. Please pass a valid API key.")
    }

    @Test func clientSideCodesFromAServerAreNotTrusted() {
        let error = AuthError(serverMessage: "CANCELLED")
        #expect(error.kind == .unknown)
        #expect(error.code == "CANCELLED")
    }

    @Test func everyKindRoundTripsThroughItsCode() {
        for error in AuthError.allKinds {
            let parsed = AuthError(code: error.code, detail: "d")
            #expect(parsed == error)
            #expect(parsed.kind == error.kind)
            #expect(parsed.detail == "d")
            if !error.kind.isClientSide && error.kind != .unknown {
                #expect(AuthError(serverMessage: error.message).kind == error.kind)
            }
        }
    }

    @Test func everyServerKindIsAServerErrorCode() {
        for kind in AuthError.Kind.allCases where !kind.isClientSide && kind != .unknown {
            #expect(ServerErrorCode(rawValue: kind.rawValue) != nil, "\(kind) has no server code")
        }
        for kind in AuthError.Kind.allCases where kind.isClientSide {
            #expect(ServerErrorCode(rawValue: kind.rawValue) == nil)
        }
    }

    @Test func everyServerErrorCodeParses() {
        for code in ServerErrorCode.allCases {
            let error = AuthError(serverMessage: code.message(detail: "detail text"))
            #expect(error.code == code.rawValue)
            #expect(error.detail == "detail text")
            #expect(error.serverCode == code)
        }
    }

    @Test func requiredCodesArePresent() {
        let required = [
            "EMAIL_EXISTS", "EMAIL_NOT_FOUND", "INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS",
            "USER_DISABLED",
            "WEAK_PASSWORD", "INVALID_EMAIL", "MISSING_EMAIL", "MISSING_PASSWORD",
            "TOO_MANY_ATTEMPTS_TRY_LATER",
            "TOKEN_EXPIRED", "INVALID_ID_TOKEN", "INVALID_REFRESH_TOKEN", "USER_NOT_FOUND",
            "CREDENTIAL_TOO_OLD_LOGIN_AGAIN", "EXPIRED_OOB_CODE", "INVALID_OOB_CODE", "OPERATION_NOT_ALLOWED",
            "INVALID_IDP_RESPONSE", "FEDERATED_USER_ID_ALREADY_LINKED", "MISSING_OR_INVALID_NONCE",
            "INVALID_API_KEY",
        ]
        for code in required {
            #expect(AuthError.Kind(rawValue: code) != nil, "\(code) missing from AuthError.Kind")
            #expect(ServerErrorCode(rawValue: code) != nil, "\(code) missing from ServerErrorCode")
        }
    }

    @Test func everyKindHasEnglishAndKoreanDescriptions() {
        for error in AuthError.allKinds {
            let english = error.localizedDescription(for: .english)
            let korean = error.localizedDescription(for: .korean)
            #expect(!english.isEmpty, "\(error.kind) lacks English")
            #expect(!korean.isEmpty, "\(error.kind) lacks Korean")
            #expect(english != korean)
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
            #expect(korean.contains("니다") || korean.contains("세요"), "\(error.kind) Korean is not polite")
        }
    }

    @Test func descriptionsNeverShowServerDetail() {
        let secretish = "token=eyJhbGciOi.secret"
        let error = AuthError(serverMessage: "INVALID_IDP_RESPONSE : \(secretish)")
        #expect(!error.description.contains(secretish))
        #expect(!error.localizedDescription(for: .english).contains(secretish))
        #expect(!error.localizedDescription(for: .korean).contains(secretish))
        #expect(error.description == "AuthError(INVALID_IDP_RESPONSE)")
    }

    @Test func equalityIgnoresDetail() {
        #expect(AuthError(.weakPassword, detail: "a") == AuthError(.weakPassword))
        #expect(Set([AuthError(.weakPassword, detail: "a"), AuthError(.weakPassword)]).count == 1)
        #expect(AuthError(.emailExists) != AuthError(.emailNotFound))
    }

    @Test func aLockOutSaysHowLongItLasts() {
        let seconds = AuthError(.tooManyAttempts).retrying(after: 45)
        #expect(seconds.localizedDescription(for: .english) == "Too many attempts. Please try again in 45 seconds.")
        #expect(seconds.localizedDescription(for: .korean) == "시도 횟수가 너무 많습니다. 45초 후에 다시 시도해 주세요.")
        let minutes = AuthError(.tooManyAttempts).retrying(after: 125)
        #expect(minutes.localizedDescription(for: .english) == "Too many attempts. Please try again in 3 minutes.")
        #expect(minutes.localizedDescription(for: .korean) == "시도 횟수가 너무 많습니다. 3분 후에 다시 시도해 주세요.")
        #expect(AuthError(.tooManyAttempts).retrying(after: 60).localizedDescription(for: .english)
            == "Too many attempts. Please try again in 1 minute.")
        // Without the server's word, the sentence stays general.
        #expect(AuthError(.tooManyAttempts).localizedDescription(for: .english) == "Too many attempts. Please try again later.")
        // Not part of the error's identity.
        #expect(seconds == AuthError(.tooManyAttempts))
    }
}
