/// Body of `accounts:signInWithIdp` (v3 `verifyAssertion`).
///
/// `postBody` is a URL query string; build and read it with ``IDPPostBody``. With `idToken` (the
/// current user's Firebase ID token) the provider is linked to that user instead of signing in.
public struct SignInWithIDPRequest: Codable, Sendable, Hashable {
    public var requestURI: String?
    public var postBody: String?
    public var returnSecureToken: Bool?
    public var returnIDPCredential: Bool?
    /// `false` when re-authenticating.
    public var autoCreate: Bool?
    public var idToken: String?
    public var pendingToken: String?
    public var sessionID: String?
    public var tenantID: String?

    public init(
        requestURI: String? = "http://localhost", postBody: String? = nil, returnSecureToken: Bool? = true,
        returnIDPCredential: Bool? = true, autoCreate: Bool? = true, idToken: String? = nil,
        pendingToken: String? = nil, sessionID: String? = nil, tenantID: String? = nil
    ) {
        self.requestURI = requestURI
        self.postBody = postBody
        self.returnSecureToken = returnSecureToken
        self.returnIDPCredential = returnIDPCredential
        self.autoCreate = autoCreate
        self.idToken = idToken
        self.pendingToken = pendingToken
        self.sessionID = sessionID
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case requestURI = "requestUri"
        case postBody, returnSecureToken
        case returnIDPCredential = "returnIdpCredential"
        case autoCreate, idToken, pendingToken
        case sessionID = "sessionId"
        case tenantID = "tenantId"
    }
}
