/// Body of `securetoken.googleapis.com/v1/token`.
///
/// Encodes as `{"grant_type":"refresh_token","refresh_token":"…"}`; decoding also accepts the iOS
/// SDK's camel-case spelling (`grantType`, `refreshToken`), as the server normalises keys. The JS SDK
/// sends the same fields form-encoded: see ``formURLEncoded`` and ``init(formURLEncoded:)``.
public struct TokenRefreshRequest: Codable, Sendable, Hashable {
    /// The only grant type the endpoint supports.
    public static let refreshTokenGrant = "refresh_token"

    public var grantType: String?
    public var refreshToken: String?

    public init(grantType: String? = TokenRefreshRequest.refreshTokenGrant, refreshToken: String? = nil) {
        self.grantType = grantType
        self.refreshToken = refreshToken
    }

    /// Reads an `application/x-www-form-urlencoded` body, either spelling.
    public init(formURLEncoded body: String) {
        let fields = FormURLEncoding.decode(body)
        self.init(
            grantType: fields["grant_type"] ?? fields["grantType"],
            refreshToken: fields["refresh_token"] ?? fields["refreshToken"])
    }

    /// The `application/x-www-form-urlencoded` body.
    public var formURLEncoded: String {
        let pairs: [(String, String?)] = [("grant_type", grantType), ("refresh_token", refreshToken)]
        return FormURLEncoding.encode(pairs.compactMap { name, value in value.map { (name, $0) } })
    }

    private enum SnakeCaseKeys: String, CodingKey {
        case grantType = "grant_type"
        case refreshToken = "refresh_token"
    }

    private enum CamelCaseKeys: String, CodingKey {
        case grantType, refreshToken
    }

    public init(from decoder: any Decoder) throws {
        let snake = try decoder.container(keyedBy: SnakeCaseKeys.self)
        let camel = try decoder.container(keyedBy: CamelCaseKeys.self)
        grantType =
            try snake.decodeIfPresent(String.self, forKey: .grantType)
            ?? camel.decodeIfPresent(String.self, forKey: .grantType)
        refreshToken =
            try snake.decodeIfPresent(String.self, forKey: .refreshToken)
            ?? camel.decodeIfPresent(String.self, forKey: .refreshToken)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SnakeCaseKeys.self)
        try container.encodeIfPresent(grantType, forKey: .grantType)
        try container.encodeIfPresent(refreshToken, forKey: .refreshToken)
    }
}
