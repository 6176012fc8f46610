extension AuthError {
    /// The closed list of errors. A server kind's code is its ``serverCode`` — ``ServerErrorCode`` is
    /// the one list of wire codes —; client-side kinds have codes of Sesame's own that no server sends.
    public enum Kind: Sendable, Hashable, CaseIterable, RawRepresentable {
        // MARK: Server: sign-up and sign-in
        case emailExists, emailNotFound, invalidPassword, invalidLoginCredentials, userDisabled
        case userNotFound, weakPassword, passwordDoesNotMeetRequirements, invalidEmail, invalidIdentifier
        case missingEmail, missingPassword, emailChangeNeedsVerification, tooManyAttempts
        case operationNotAllowed, passwordLoginDisabled, adminOnlyOperation, invalidAPIKey

        // MARK: Server: tokens and sessions
        case tokenExpired, invalidIDToken, missingIDToken, invalidRefreshToken, missingRefreshToken
        case requiresRecentLogin, invalidCustomToken, customTokenMismatch

        // MARK: Server: e-mail action codes
        case expiredActionCode, invalidActionCode, missingActionCode, resetPasswordLimitExceeded
        case invalidContinueURI, unauthorizedDomain

        // MARK: Server: identity providers
        case invalidIdentityProviderResponse, invalidCredentialOrProviderID, credentialAlreadyInUse
        case missingOrInvalidNonce

        // MARK: Server: phone numbers and second factors
        case invalidPhoneNumber, missingPhoneNumber, phoneNumberAlreadyInUse, invalidVerificationCode
        case missingVerificationCode, invalidVerificationID, missingVerificationID, verificationCodeExpired
        case quotaExceeded, missingAppCredential, invalidAppCredential, unsupportedFirstFactor
        case unverifiedEmail, secondFactorAlreadyEnrolled, maximumSecondFactorCountExceeded
        case multiFactorInfoNotFound, invalidMultiFactorSession, missingMultiFactorSession

        // MARK: Server: passkeys
        case passkeyNotFound, invalidPasskeyResponse, missingPasskeyResponse, invalidPasskeyCredentialID
        case passkeyAlreadyRegistered

        // MARK: Client side
        /// The first factor was right and the account has second factors: ``AuthError/multiFactorChallenge``
        /// says which (Firebase's `auth/multi-factor-auth-required`, the iOS SDK's `secondFactorRequired`).
        case multiFactorRequired
        case networkUnavailable, timedOut, connectionRefused, tlsFailure, malformedResponse, cancelled
        /// Nobody is signed in: the call needs a session and there is none (never a session that ended).
        case notSignedIn

        /// A code this client has no kind for; ``AuthError/code`` keeps it.
        case unknown

        /// The server's code for this kind; nil for client-side kinds and ``unknown``.
        public var serverCode: ServerErrorCode? {
            switch self {
            case .emailExists: .emailExists
            case .emailNotFound: .emailNotFound
            case .invalidPassword: .invalidPassword
            case .invalidLoginCredentials: .invalidLoginCredentials
            case .userDisabled: .userDisabled
            case .userNotFound: .userNotFound
            case .weakPassword: .weakPassword
            case .passwordDoesNotMeetRequirements: .passwordDoesNotMeetRequirements
            case .invalidEmail: .invalidEmail
            case .invalidIdentifier: .invalidIdentifier
            case .missingEmail: .missingEmail
            case .missingPassword: .missingPassword
            case .emailChangeNeedsVerification: .emailChangeNeedsVerification
            case .tooManyAttempts: .tooManyAttemptsTryLater
            case .operationNotAllowed: .operationNotAllowed
            case .passwordLoginDisabled: .passwordLoginDisabled
            case .adminOnlyOperation: .adminOnlyOperation
            case .invalidAPIKey: .invalidAPIKey
            case .tokenExpired: .tokenExpired
            case .invalidIDToken: .invalidIDToken
            case .missingIDToken: .missingIDToken
            case .invalidRefreshToken: .invalidRefreshToken
            case .missingRefreshToken: .missingRefreshToken
            case .requiresRecentLogin: .credentialTooOldLoginAgain
            case .invalidCustomToken: .invalidCustomToken
            case .customTokenMismatch: .credentialMismatch
            case .expiredActionCode: .expiredOOBCode
            case .invalidActionCode: .invalidOOBCode
            case .missingActionCode: .missingOOBCode
            case .resetPasswordLimitExceeded: .resetPasswordExceedLimit
            case .invalidContinueURI: .invalidContinueURI
            case .unauthorizedDomain: .unauthorizedDomain
            case .invalidIdentityProviderResponse: .invalidIDPResponse
            case .invalidCredentialOrProviderID: .invalidCredentialOrProviderID
            case .credentialAlreadyInUse: .federatedUserIDAlreadyLinked
            case .missingOrInvalidNonce: .missingOrInvalidNonce
            case .invalidPhoneNumber: .invalidPhoneNumber
            case .missingPhoneNumber: .missingPhoneNumber
            case .phoneNumberAlreadyInUse: .phoneNumberExists
            case .invalidVerificationCode: .invalidCode
            case .missingVerificationCode: .missingCode
            case .invalidVerificationID: .invalidSessionInfo
            case .missingVerificationID: .missingSessionInfo
            case .verificationCodeExpired: .sessionExpired
            case .quotaExceeded: .quotaExceeded
            case .missingAppCredential: .missingAppCredential
            case .invalidAppCredential: .invalidAppCredential
            case .unsupportedFirstFactor: .unsupportedFirstFactor
            case .unverifiedEmail: .unverifiedEmail
            case .secondFactorAlreadyEnrolled: .secondFactorExists
            case .maximumSecondFactorCountExceeded: .secondFactorLimitExceeded
            case .multiFactorInfoNotFound: .mfaEnrollmentNotFound
            case .invalidMultiFactorSession: .invalidMFAPendingCredential
            case .missingMultiFactorSession: .missingMFAPendingCredential
            case .passkeyNotFound: .passkeyCredentialNotFound
            case .invalidPasskeyResponse: .invalidAuthenticatorResponse
            case .missingPasskeyResponse: .missingAuthenticatorResponse
            case .invalidPasskeyCredentialID: .invalidCredentialID
            case .passkeyAlreadyRegistered: .credentialAlreadyInUse
            case .networkUnavailable, .timedOut, .connectionRefused, .tlsFailure, .malformedResponse,
                .cancelled, .notSignedIn, .multiFactorRequired, .unknown:
                nil
            }
        }

        /// The wire code: the server's (``serverCode``), or Sesame's own for client-side kinds
        /// (`NETWORK_UNAVAILABLE`), or `UNKNOWN`.
        public var rawValue: String {
            if let serverCode { return serverCode.rawValue }
            return switch self {
            case .networkUnavailable: "NETWORK_UNAVAILABLE"
            case .timedOut: "TIMED_OUT"
            case .connectionRefused: "CONNECTION_REFUSED"
            case .tlsFailure: "TLS_FAILURE"
            case .malformedResponse: "MALFORMED_RESPONSE"
            case .cancelled: "CANCELLED"
            case .notSignedIn: "NOT_SIGNED_IN"
            case .multiFactorRequired: "MULTI_FACTOR_AUTH_REQUIRED"
            default: "UNKNOWN"
            }
        }

        /// The kind whose code is `rawValue`.
        public init?(rawValue: String) {
            guard let kind = Self.byCode[rawValue] else { return nil }
            self = kind
        }

        private static let byCode = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

        /// Whether the client produces this error itself (no server sends it).
        public var isClientSide: Bool { serverCode == nil && self != .unknown }
    }
}

extension AuthError {
    /// One error of every kind (``Kind/unknown`` with the code `UNKNOWN`), e.g. to check that every
    /// kind has descriptions.
    public static var allKinds: [AuthError] { Kind.allCases.map { AuthError($0) } }
}
