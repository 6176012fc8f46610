/// Response of `accounts:createAuthUri`. With e-mail-enumeration protection only `kind` and
/// `sessionId` are present.
public struct CreateAuthURIResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#CreateAuthUriResponse"

    public var kind: String?
    public var registered: Bool?
    public var allProviders: [String]?
    /// `password`, `emailLink` and identity-provider ids.
    public var signinMethods: [String]?
    public var authURI: String?
    public var providerID: String?
    public var sessionID: String?

    public init(
        kind: String? = CreateAuthURIResponse.kindValue, registered: Bool? = nil,
        allProviders: [String]? = nil, signinMethods: [String]? = nil, authURI: String? = nil,
        providerID: String? = nil, sessionID: String? = nil
    ) {
        self.kind = kind
        self.registered = registered
        self.allProviders = allProviders
        self.signinMethods = signinMethods
        self.authURI = authURI
        self.providerID = providerID
        self.sessionID = sessionID
    }

    enum CodingKeys: String, CodingKey {
        case kind, registered, allProviders, signinMethods
        case authURI = "authUri"
        case providerID = "providerId"
        case sessionID = "sessionId"
    }
}
