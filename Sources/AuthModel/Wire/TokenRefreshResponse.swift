/// Response of `securetoken.googleapis.com/v1/token` (all keys snake-case; `expires_in` and
/// `project_id` are strings; `access_token` equals `id_token`).
public struct TokenRefreshResponse: Codable, Sendable, Hashable {
    public var accessToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?
    public var tokenType: String?
    public var refreshToken: String?
    public var idToken: String?
    public var userID: String?
    /// The project number, as a string.
    public var projectID: String?

    public init(
        accessToken: String? = nil, expiresIn: String? = nil, tokenType: String? = "Bearer",
        refreshToken: String? = nil, idToken: String? = nil, userID: String? = nil, projectID: String? = nil
    ) {
        self.accessToken = accessToken
        self.expiresIn = expiresIn
        self.tokenType = tokenType
        self.refreshToken = refreshToken
        self.idToken = idToken
        self.userID = userID
        self.projectID = projectID
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case expiresIn = "expires_in"
        case tokenType = "token_type"
        case refreshToken = "refresh_token"
        case idToken = "id_token"
        case userID = "user_id"
        case projectID = "project_id"
    }
}
