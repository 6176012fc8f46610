/// Body of `accounts:sendVerificationCode` (v3 `sendVerificationCode`): the E.164 number to text a
/// code to, and the app's proof that it is the real app (a reCAPTCHA token, the iOS SDK's receipt).
public struct SendVerificationCodeRequest: Codable, Sendable, Hashable {
    public var phoneNumber: String?
    public var recaptchaToken: String?
    public var iosReceipt: String?
    public var iosSecret: String?
    public var tenantID: String?

    public init(
        phoneNumber: String? = nil, recaptchaToken: String? = nil, iosReceipt: String? = nil,
        iosSecret: String? = nil, tenantID: String? = nil
    ) {
        self.phoneNumber = phoneNumber
        self.recaptchaToken = recaptchaToken
        self.iosReceipt = iosReceipt
        self.iosSecret = iosSecret
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case phoneNumber, recaptchaToken, iosReceipt, iosSecret
        case tenantID = "tenantId"
    }
}
