/// Body of v2 `accounts/mfaSignIn:finalize`: the pending sign-in and its second factor — a TOTP code for
/// an enrolment, or an SMS code with the `sessionInfo` of `mfaSignIn:start`.
public struct FinalizeMFASignInRequest: Codable, Sendable, Hashable {
    public var mfaPendingCredential: String?
    public var mfaEnrollmentID: String?
    public var totpVerificationInfo: TOTPVerificationInfo?
    public var phoneVerificationInfo: PhoneVerificationInfo?
    public var tenantID: String?

    /// The authenticator's code.
    public struct TOTPVerificationInfo: Codable, Sendable, Hashable {
        public var verificationCode: String?

        public init(verificationCode: String? = nil) {
            self.verificationCode = verificationCode
        }
    }

    public init(
        mfaPendingCredential: String? = nil, mfaEnrollmentID: String? = nil,
        totpVerificationInfo: TOTPVerificationInfo? = nil,
        phoneVerificationInfo: PhoneVerificationInfo? = nil,
        tenantID: String? = nil
    ) {
        self.mfaPendingCredential = mfaPendingCredential
        self.mfaEnrollmentID = mfaEnrollmentID
        self.totpVerificationInfo = totpVerificationInfo
        self.phoneVerificationInfo = phoneVerificationInfo
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case mfaPendingCredential
        case mfaEnrollmentID = "mfaEnrollmentId"
        case totpVerificationInfo, phoneVerificationInfo
        case tenantID = "tenantId"
    }
}
