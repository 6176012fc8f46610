/// Body of v2 `accounts/mfaSignIn:start`: texts the code of an SMS second factor for a pending sign-in.
public struct StartMFASignInRequest: Codable, Sendable, Hashable {
    public var mfaPendingCredential: String?
    public var mfaEnrollmentID: String?
    public var phoneSignInInfo: PhoneSignInInfo?
    public var tenantID: String?

    /// The app's proof (as in `sendVerificationCode`).
    public struct PhoneSignInInfo: Codable, Sendable, Hashable {
        public var recaptchaToken: String?

        public init(recaptchaToken: String? = nil) {
            self.recaptchaToken = recaptchaToken
        }
    }

    public init(
        mfaPendingCredential: String? = nil, mfaEnrollmentID: String? = nil,
        phoneSignInInfo: PhoneSignInInfo? = nil, tenantID: String? = nil
    ) {
        self.mfaPendingCredential = mfaPendingCredential
        self.mfaEnrollmentID = mfaEnrollmentID
        self.phoneSignInInfo = phoneSignInInfo
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case mfaPendingCredential
        case mfaEnrollmentID = "mfaEnrollmentId"
        case phoneSignInInfo
        case tenantID = "tenantId"
    }
}
