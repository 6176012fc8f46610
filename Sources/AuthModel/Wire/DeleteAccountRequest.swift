/// Body of `accounts:delete` (v3 `deleteAccount`). The iOS SDK sends both fields; `localID` alone is
/// the privileged form.
public struct DeleteAccountRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var localID: String?
    public var tenantID: String?

    public init(idToken: String? = nil, localID: String? = nil, tenantID: String? = nil) {
        self.idToken = idToken
        self.localID = localID
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken
        case localID = "localId"
        case tenantID = "tenantId"
    }
}
