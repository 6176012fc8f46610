extension AuthError {
    /// The closed list of errors. A server kind's raw value is its wire code; client-side kinds have
    /// codes of Sesame's own that no server sends.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        // MARK: Server: sign-up and sign-in
        case emailExists = "EMAIL_EXISTS"
        case emailNotFound = "EMAIL_NOT_FOUND"
        case invalidPassword = "INVALID_PASSWORD"
        case invalidLoginCredentials = "INVALID_LOGIN_CREDENTIALS"
        case userDisabled = "USER_DISABLED"
        case userNotFound = "USER_NOT_FOUND"
        case weakPassword = "WEAK_PASSWORD"
        case passwordDoesNotMeetRequirements = "PASSWORD_DOES_NOT_MEET_REQUIREMENTS"
        case invalidEmail = "INVALID_EMAIL"
        case invalidIdentifier = "INVALID_IDENTIFIER"
        case missingEmail = "MISSING_EMAIL"
        case missingPassword = "MISSING_PASSWORD"
        case emailChangeNeedsVerification = "EMAIL_CHANGE_NEEDS_VERIFICATION"
        case tooManyAttempts = "TOO_MANY_ATTEMPTS_TRY_LATER"
        case operationNotAllowed = "OPERATION_NOT_ALLOWED"
        case passwordLoginDisabled = "PASSWORD_LOGIN_DISABLED"
        case adminOnlyOperation = "ADMIN_ONLY_OPERATION"
        case invalidAPIKey = "INVALID_API_KEY"

        // MARK: Server: tokens and sessions
        case tokenExpired = "TOKEN_EXPIRED"
        case invalidIDToken = "INVALID_ID_TOKEN"
        case missingIDToken = "MISSING_ID_TOKEN"
        case invalidRefreshToken = "INVALID_REFRESH_TOKEN"
        case missingRefreshToken = "MISSING_REFRESH_TOKEN"
        case requiresRecentLogin = "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"
        case invalidCustomToken = "INVALID_CUSTOM_TOKEN"
        case customTokenMismatch = "CREDENTIAL_MISMATCH"

        // MARK: Server: e-mail action codes
        case expiredActionCode = "EXPIRED_OOB_CODE"
        case invalidActionCode = "INVALID_OOB_CODE"
        case missingActionCode = "MISSING_OOB_CODE"
        case resetPasswordLimitExceeded = "RESET_PASSWORD_EXCEED_LIMIT"
        case invalidContinueURI = "INVALID_CONTINUE_URI"
        case unauthorizedDomain = "UNAUTHORIZED_DOMAIN"

        // MARK: Server: identity providers
        case invalidIdentityProviderResponse = "INVALID_IDP_RESPONSE"
        case invalidCredentialOrProviderID = "INVALID_CREDENTIAL_OR_PROVIDER_ID"
        case credentialAlreadyInUse = "FEDERATED_USER_ID_ALREADY_LINKED"
        case missingOrInvalidNonce = "MISSING_OR_INVALID_NONCE"

        // MARK: Client side
        case networkUnavailable = "NETWORK_UNAVAILABLE"
        case timedOut = "TIMED_OUT"
        case connectionRefused = "CONNECTION_REFUSED"
        case tlsFailure = "TLS_FAILURE"
        case malformedResponse = "MALFORMED_RESPONSE"
        case cancelled = "CANCELLED"
        /// Nobody is signed in: the call needs a session and there is none (never a session that ended).
        case notSignedIn = "NOT_SIGNED_IN"

        /// A code this client has no kind for; ``AuthError/code`` keeps it.
        case unknown = "UNKNOWN"

        /// Whether the client produces this error itself (no server sends it).
        public var isClientSide: Bool {
            switch self {
            case .networkUnavailable, .timedOut, .connectionRefused, .tlsFailure, .malformedResponse,
                .cancelled, .notSignedIn:
                true
            default:
                false
            }
        }
    }
}

extension AuthError {
    /// One error of every kind (``Kind/unknown`` with the code `UNKNOWN`), e.g. to check that every
    /// kind has descriptions.
    public static var allKinds: [AuthError] { Kind.allCases.map { AuthError($0) } }
}
