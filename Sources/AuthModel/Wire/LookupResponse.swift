/// Response of `accounts:lookup`. `users` is omitted when nothing matched; the iOS SDK requires
/// exactly one element for an end-user lookup.
public struct LookupResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#GetAccountInfoResponse"

    public var kind: String?
    public var users: [UserInfo]?

    public init(kind: String? = LookupResponse.kindValue, users: [UserInfo]? = nil) {
        self.kind = kind
        self.users = users
    }
}
