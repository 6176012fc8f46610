/// One linked sign-in provider of a ``UserInfo`` (`providerUserInfo[]`). A password user has
/// `{"providerId":"password","federatedId":email,"rawId":email,"email":email}`.
public struct ProviderUserInfo: Codable, Sendable, Hashable {
    public var providerID: String?
    public var rawID: String?
    public var federatedID: String?
    public var email: String?
    public var displayName: String?
    public var photoURL: String?
    public var phoneNumber: String?
    public var screenName: String?

    public init(
        providerID: String? = nil, rawID: String? = nil, federatedID: String? = nil, email: String? = nil,
        displayName: String? = nil, photoURL: String? = nil, phoneNumber: String? = nil,
        screenName: String? = nil
    ) {
        self.providerID = providerID
        self.rawID = rawID
        self.federatedID = federatedID
        self.email = email
        self.displayName = displayName
        self.photoURL = photoURL
        self.phoneNumber = phoneNumber
        self.screenName = screenName
    }

    enum CodingKeys: String, CodingKey {
        case providerID = "providerId"
        case rawID = "rawId"
        case federatedID = "federatedId"
        case email, displayName
        case photoURL = "photoUrl"
        case phoneNumber, screenName
    }
}
