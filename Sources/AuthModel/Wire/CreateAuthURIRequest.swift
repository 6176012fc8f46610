/// Body of `accounts:createAuthUri` (v3 `createAuthUri`), used to fetch an e-mail's sign-in methods.
public struct CreateAuthURIRequest: Codable, Sendable, Hashable {
    public var identifier: String?
    /// The iOS SDK sends `http://www.google.com/`.
    public var continueURI: String?
    public var providerID: String?
    public var openidRealm: String?
    public var clientID: String?
    public var context: String?
    public var appID: String?
    public var tenantID: String?
    public var sessionID: String?

    public init(
        identifier: String? = nil, continueURI: String? = "http://www.google.com/", providerID: String? = nil,
        openidRealm: String? = nil, clientID: String? = nil, context: String? = nil, appID: String? = nil,
        tenantID: String? = nil, sessionID: String? = nil
    ) {
        self.identifier = identifier
        self.continueURI = continueURI
        self.providerID = providerID
        self.openidRealm = openidRealm
        self.clientID = clientID
        self.context = context
        self.appID = appID
        self.tenantID = tenantID
        self.sessionID = sessionID
    }

    enum CodingKeys: String, CodingKey {
        case identifier
        case continueURI = "continueUri"
        case providerID = "providerId"
        case openidRealm
        case clientID = "clientId"
        case context
        case appID = "appId"
        case tenantID = "tenantId"
        case sessionID = "sessionId"
    }
}
