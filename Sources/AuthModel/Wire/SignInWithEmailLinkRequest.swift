/// Body of `accounts:signInWithEmailLink` (v3 `emailLinkSignin`): the address the link was sent to
/// and the link's `oobCode`; with `idToken` the address is linked to that signed-in user instead.
public struct SignInWithEmailLinkRequest: Codable, Sendable, Hashable {
    public var email: String?
    public var oobCode: String?
    public var idToken: String?
    public var tenantID: String?

    public init(email: String? = nil, oobCode: String? = nil, idToken: String? = nil, tenantID: String? = nil)
    {
        self.email = email
        self.oobCode = oobCode
        self.idToken = idToken
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case email, oobCode, idToken
        case tenantID = "tenantId"
    }
}
