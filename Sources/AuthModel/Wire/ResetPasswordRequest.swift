/// Body of `accounts:resetPassword` (v3 `resetPassword`). Without `newPassword` it only inspects the
/// code.
public struct ResetPasswordRequest: Codable, Sendable, Hashable {
    public var oobCode: String?
    public var newPassword: String?
    public var tenantID: String?

    public init(oobCode: String? = nil, newPassword: String? = nil, tenantID: String? = nil) {
        self.oobCode = oobCode
        self.newPassword = newPassword
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case oobCode, newPassword
        case tenantID = "tenantId"
    }
}
