/// Body of v2 `accounts/passkeyEnrollment:start`: the signed-in user asks for creation options.
public struct StartPasskeyEnrollmentRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var tenantID: String?

    public init(idToken: String? = nil, tenantID: String? = nil) {
        self.idToken = idToken
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken
        case tenantID = "tenantId"
    }
}
