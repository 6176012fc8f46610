/// Response of `accounts:resetPassword`. `email` is omitted for `EMAIL_SIGNIN` codes.
public struct ResetPasswordResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#ResetPasswordResponse"

    public var kind: String?
    public var requestType: OOBRequestType?
    public var email: String?
    public var newEmail: String?

    public init(
        kind: String? = ResetPasswordResponse.kindValue, requestType: OOBRequestType? = nil,
        email: String? = nil, newEmail: String? = nil
    ) {
        self.kind = kind
        self.requestType = requestType
        self.email = email
        self.newEmail = newEmail
    }
}
