/// Body of `accounts:signInWithCustomToken` (v3 `verifyCustomToken`): a custom token a trusted
/// service account signed (firebase-admin's `create_custom_token`).
public struct SignInWithCustomTokenRequest: Codable, Sendable, Hashable {
    public var token: String?
    public var returnSecureToken: Bool?
    public var tenantID: String?

    public init(token: String? = nil, returnSecureToken: Bool? = true, tenantID: String? = nil) {
        self.token = token
        self.returnSecureToken = returnSecureToken
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case token, returnSecureToken
        case tenantID = "tenantId"
    }
}
