/// Who did what an audit entry records. Ids name, never authenticate: a console session by a digest
/// of its nonce, the admin key by a digest of the key, an account by its localId.
public struct AuditActor: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The configured admin key (or the emulator's `owner`).
        case adminKey
        /// An operator signed in to the admin console.
        case console
        /// A service account (an OAuth access token in emulator mode, a custom token's signer).
        case serviceAccount
        /// A signed-in user acting on their own account.
        case user
        /// Someone not (yet) signed in: a failed sign-in, a password reset by code.
        case anonymous
        /// The server itself (maintenance).
        case system
    }

    public var kind: Kind
    public var id: String?

    public init(_ kind: Kind, id: String? = nil) {
        self.kind = kind
        self.id = id
    }

    public static func user(_ localId: String) -> AuditActor { AuditActor(.user, id: localId) }
    public static let anonymous = AuditActor(.anonymous)
    public static let system = AuditActor(.system)
}
