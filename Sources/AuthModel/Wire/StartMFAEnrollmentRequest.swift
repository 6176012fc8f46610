/// Body of v2 `accounts/mfaEnrollment:start`: a signed-in user asks for a TOTP secret
/// (``totpEnrollmentInfo``) or for an SMS code to a number (``phoneEnrollmentInfo``).
public struct StartMFAEnrollmentRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var totpEnrollmentInfo: EmptyJSONObject?
    public var phoneEnrollmentInfo: PhoneInfo?
    public var tenantID: String?

    /// The number to enrol and the app's proof (as in `sendVerificationCode`).
    public struct PhoneInfo: Codable, Sendable, Hashable {
        public var phoneNumber: String?
        public var recaptchaToken: String?

        public init(phoneNumber: String? = nil, recaptchaToken: String? = nil) {
            self.phoneNumber = phoneNumber
            self.recaptchaToken = recaptchaToken
        }
    }

    public init(
        idToken: String? = nil, totpEnrollmentInfo: EmptyJSONObject? = nil,
        phoneEnrollmentInfo: PhoneInfo? = nil, tenantID: String? = nil
    ) {
        self.idToken = idToken
        self.totpEnrollmentInfo = totpEnrollmentInfo
        self.phoneEnrollmentInfo = phoneEnrollmentInfo
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken, totpEnrollmentInfo, phoneEnrollmentInfo
        case tenantID = "tenantId"
    }
}
