/// Body of `accounts:lookup` (v3 `getAccountInfo`). End users send only `idToken`; the arrays are
/// the privileged variant's.
public struct LookupRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var localID: [String]?
    public var email: [String]?
    public var phoneNumber: [String]?
    public var tenantID: String?

    public init(
        idToken: String? = nil, localID: [String]? = nil, email: [String]? = nil,
        phoneNumber: [String]? = nil, tenantID: String? = nil
    ) {
        self.idToken = idToken
        self.localID = localID
        self.email = email
        self.phoneNumber = phoneNumber
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken
        case localID = "localId"
        case email, phoneNumber
        case tenantID = "tenantId"
    }
}
