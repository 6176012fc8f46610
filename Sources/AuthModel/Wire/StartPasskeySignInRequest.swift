/// Body of v2 `accounts/passkeySignIn:start`: nothing but the tenant (sign-in names no account).
public struct StartPasskeySignInRequest: Codable, Sendable, Hashable {
    public var tenantID: String?

    public init(tenantID: String? = nil) {
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case tenantID = "tenantId"
    }
}
