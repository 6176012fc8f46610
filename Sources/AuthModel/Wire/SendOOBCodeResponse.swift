/// Response of `accounts:sendOobCode`. `oobCode`/`oobLink` only when the request set `returnOobLink`.
public struct SendOOBCodeResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#GetOobConfirmationCodeResponse"

    public var kind: String?
    public var email: String?
    public var oobCode: String?
    public var oobLink: String?

    public init(
        kind: String? = SendOOBCodeResponse.kindValue, email: String? = nil, oobCode: String? = nil,
        oobLink: String? = nil
    ) {
        self.kind = kind
        self.email = email
        self.oobCode = oobCode
        self.oobLink = oobLink
    }
}
