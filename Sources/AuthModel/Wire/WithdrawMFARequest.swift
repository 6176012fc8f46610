/// Body of v2 `accounts/mfaEnrollment:withdraw`: removes one second factor of the signed-in user.
public struct WithdrawMFARequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var mfaEnrollmentID: String?
    public var tenantID: String?

    public init(idToken: String? = nil, mfaEnrollmentID: String? = nil, tenantID: String? = nil) {
        self.idToken = idToken
        self.mfaEnrollmentID = mfaEnrollmentID
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken
        case mfaEnrollmentID = "mfaEnrollmentId"
        case tenantID = "tenantId"
    }
}
