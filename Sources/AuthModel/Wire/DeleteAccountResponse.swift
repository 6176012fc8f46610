/// Response of `accounts:delete`. firebase-admin requires `kind` to be present.
public struct DeleteAccountResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#DeleteAccountResponse"

    public var kind: String?

    public init(kind: String? = DeleteAccountResponse.kindValue) {
        self.kind = kind
    }
}
