/// Body of `accounts:signInWithPassword` (v3 `verifyPassword`).
public struct SignInWithPasswordRequest: Codable, Sendable, Hashable {
    public var email: String?
    public var password: String?
    public var returnSecureToken: Bool?
    public var clientType: String?
    public var tenantID: String?

    public init(
        email: String? = nil, password: String? = nil, returnSecureToken: Bool? = true,
        clientType: String? = nil, tenantID: String? = nil
    ) {
        self.email = email
        self.password = password
        self.returnSecureToken = returnSecureToken
        self.clientType = clientType
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case email, password, returnSecureToken, clientType
        case tenantID = "tenantId"
    }
}
