/// Body of v2 `accounts/mfaEnrollment:finalize`: the first code of the authenticator app
/// (``totpVerificationInfo``) or the SMS code (``phoneVerificationInfo``) finishes the enrolment.
public struct FinalizeMFAEnrollmentRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var displayName: String?
    public var totpVerificationInfo: TOTPVerificationInfo?
    public var phoneVerificationInfo: PhoneVerificationInfo?
    public var tenantID: String?

    /// The enrolment's session and the authenticator's code.
    public struct TOTPVerificationInfo: Codable, Sendable, Hashable {
        public var sessionInfo: String?
        public var verificationCode: String?

        public init(sessionInfo: String? = nil, verificationCode: String? = nil) {
            self.sessionInfo = sessionInfo
            self.verificationCode = verificationCode
        }
    }

    public init(
        idToken: String? = nil, displayName: String? = nil, totpVerificationInfo: TOTPVerificationInfo? = nil,
        phoneVerificationInfo: PhoneVerificationInfo? = nil, tenantID: String? = nil
    ) {
        self.idToken = idToken
        self.displayName = displayName
        self.totpVerificationInfo = totpVerificationInfo
        self.phoneVerificationInfo = phoneVerificationInfo
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken, displayName, totpVerificationInfo, phoneVerificationInfo
        case tenantID = "tenantId"
    }
}
