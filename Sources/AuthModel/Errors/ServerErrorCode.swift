/// The error codes the identity server puts in `error.message` (`CODE` or `CODE : detail`), as listed
/// by the protocol notes for the endpoints Sesame implements (end-user endpoints, the admin variants
/// firebase-admin calls, and the secure-token endpoint). The one list of wire codes: the server answers
/// with these, and a client's ``AuthError/Kind`` names the ones a user can meet by them
/// (``AuthError/Kind/serverCode``).
public enum ServerErrorCode: String, Sendable, Hashable, CaseIterable {
    // MARK: Accounts and credentials
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
    case missingNewEmail = "MISSING_NEW_EMAIL"
    case missingIdentifier = "MISSING_IDENTIFIER"
    case missingLocalID = "MISSING_LOCAL_ID"
    case emailChangeNeedsVerification = "EMAIL_CHANGE_NEEDS_VERIFICATION"
    case duplicateLocalID = "DUPLICATE_LOCAL_ID"
    case invalidPhoneNumber = "INVALID_PHONE_NUMBER"
    case phoneNumberExists = "PHONE_NUMBER_EXISTS"

    // MARK: Policy and permissions
    case tooManyAttemptsTryLater = "TOO_MANY_ATTEMPTS_TRY_LATER"
    case operationNotAllowed = "OPERATION_NOT_ALLOWED"
    case passwordLoginDisabled = "PASSWORD_LOGIN_DISABLED"
    case adminOnlyOperation = "ADMIN_ONLY_OPERATION"
    case projectDisabled = "PROJECT_DISABLED"
    case insufficientPermission = "INSUFFICIENT_PERMISSION"
    case unexpectedParameter = "UNEXPECTED_PARAMETER"
    case invalidRequestType = "INVALID_REQ_TYPE"
    case missingRequestType = "MISSING_REQ_TYPE"
    case invalidAPIKey = "INVALID_API_KEY"
    case tenantIDMismatch = "TENANT_ID_MISMATCH"
    case tenantNotFound = "TENANT_NOT_FOUND"
    case invalidTenantID = "INVALID_TENANT_ID"
    case unsupportedTenantOperation = "UNSUPPORTED_TENANT_OPERATION"
    case invalidBlockingFunction = "INVALID_BLOCKING_FUNCTION"
    case blockingFunctionErrorResponse = "BLOCKING_FUNCTION_ERROR_RESPONSE"

    // MARK: Tokens
    case tokenExpired = "TOKEN_EXPIRED"
    case invalidIDToken = "INVALID_ID_TOKEN"
    case missingIDToken = "MISSING_ID_TOKEN"
    case credentialTooOldLoginAgain = "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"
    case missingGrantType = "MISSING_GRANT_TYPE"
    case invalidGrantType = "INVALID_GRANT_TYPE"
    case missingRefreshToken = "MISSING_REFRESH_TOKEN"
    case invalidRefreshToken = "INVALID_REFRESH_TOKEN"
    case projectNumberMismatch = "PROJECT_NUMBER_MISMATCH"
    case invalidDuration = "INVALID_DURATION"
    case invalidClaims = "INVALID_CLAIMS"
    case claimsTooLarge = "CLAIMS_TOO_LARGE"
    case forbiddenClaim = "FORBIDDEN_CLAIM"
    case missingCustomToken = "MISSING_CUSTOM_TOKEN"
    case invalidCustomToken = "INVALID_CUSTOM_TOKEN"
    case credentialMismatch = "CREDENTIAL_MISMATCH"

    // MARK: Out-of-band codes (e-mail actions)
    case expiredOOBCode = "EXPIRED_OOB_CODE"
    case invalidOOBCode = "INVALID_OOB_CODE"
    case missingOOBCode = "MISSING_OOB_CODE"
    case invalidContinueURI = "INVALID_CONTINUE_URI"
    case missingContinueURI = "MISSING_CONTINUE_URI"
    case unauthorizedDomain = "UNAUTHORIZED_DOMAIN"
    case resetPasswordExceedLimit = "RESET_PASSWORD_EXCEED_LIMIT"

    // MARK: Identity providers
    case invalidIDPResponse = "INVALID_IDP_RESPONSE"
    case invalidCredentialOrProviderID = "INVALID_CREDENTIAL_OR_PROVIDER_ID"
    case invalidPendingToken = "INVALID_PENDING_TOKEN"
    case federatedUserIDAlreadyLinked = "FEDERATED_USER_ID_ALREADY_LINKED"
    case missingOrInvalidNonce = "MISSING_OR_INVALID_NONCE"
    case missingRequestURI = "MISSING_REQUEST_URI"
    case invalidRequestURI = "INVALID_REQUEST_URI"
    case missingProviderID = "MISSING_PROVIDER_ID"
    case missingRawID = "MISSING_RAW_ID"

    // MARK: Identity-provider configurations
    case configurationExists = "CONFIGURATION_EXISTS"
    case configurationNotFound = "CONFIGURATION_NOT_FOUND"
    case invalidProviderID = "INVALID_PROVIDER_ID"
    case missingOAuthClientID = "MISSING_OAUTH_CLIENT_ID"
    case invalidConfig = "INVALID_CONFIG"

    // MARK: Phone numbers and second factors
    case missingPhoneNumber = "MISSING_PHONE_NUMBER"
    case missingAppCredential = "MISSING_APP_CREDENTIAL"
    case invalidAppCredential = "INVALID_APP_CREDENTIAL"
    case invalidRecaptchaToken = "INVALID_RECAPTCHA_TOKEN"
    case missingSessionInfo = "MISSING_SESSION_INFO"
    case invalidSessionInfo = "INVALID_SESSION_INFO"
    case missingCode = "MISSING_CODE"
    case invalidCode = "INVALID_CODE"
    case sessionExpired = "SESSION_EXPIRED"
    case invalidTemporaryProof = "INVALID_TEMPORARY_PROOF"
    case quotaExceeded = "QUOTA_EXCEEDED"
    case unsupportedFirstFactor = "UNSUPPORTED_FIRST_FACTOR"
    case unverifiedEmail = "UNVERIFIED_EMAIL"
    case secondFactorExists = "SECOND_FACTOR_EXISTS"
    case secondFactorLimitExceeded = "SECOND_FACTOR_LIMIT_EXCEEDED"
    case mfaEnrollmentNotFound = "MFA_ENROLLMENT_NOT_FOUND"
    case missingMFAPendingCredential = "MISSING_MFA_PENDING_CREDENTIAL"
    case invalidMFAPendingCredential = "INVALID_MFA_PENDING_CREDENTIAL"
    case missingMFAEnrollmentID = "MISSING_MFA_ENROLLMENT_ID"
    case missingCredential = "MISSING_CREDENTIAL"
    case invalidMFAPhoneNumber = "INVALID_MFA_PHONE_NUMBER"
    case duplicateMFAEnrollmentID = "DUPLICATE_MFA_ENROLLMENT_ID"
    case invalidMFAEnrollmentID = "INVALID_MFA_ENROLLMENT_ID"

    // MARK: Passkeys (Identity Platform's passkey API)
    case missingAuthenticatorResponse = "MISSING_AUTHENTICATOR_RESPONSE"
    case invalidCredentialID = "INVALID_CREDENTIAL_ID"
    case credentialAlreadyInUse = "CREDENTIAL_ALREADY_IN_USE"
    case passkeyCredentialNotFound = "PASSKEY_CREDENTIAL_NOT_FOUND"
    /// Sesame's code for a WebAuthn response that fails verification (the detail says which rule).
    case invalidAuthenticatorResponse = "INVALID_AUTHENTICATOR_RESPONSE"

    /// The HTTP status the server answers with. Every business error is a 400.
    public var httpStatus: Int { 400 }

    /// The `error.message` text: `CODE`, or `CODE : detail` when a detail is given.
    public func message(detail: String? = nil) -> String {
        guard let detail, !detail.isEmpty else { return rawValue }
        return "\(rawValue) : \(detail)"
    }

    /// The full error envelope for this code.
    public func envelope(detail: String? = nil) -> ErrorEnvelope {
        ErrorEnvelope(httpStatus: httpStatus, message: message(detail: detail))
    }
}
