import Foundation

/// A single-use out-of-band code (password reset, e-mail verification, e-mail change, e-mail
/// link sign-in). Only a hash of the code is stored. Instants are Unix milliseconds.
public struct OobCodeRecord: Sendable, Equatable {
    /// The caller's hash of the code.
    public var codeHash: Data
    public var kind: OobCodeKind
    /// The account the code acts on; nil for an e-mail link sign-in to an address without account.
    public var localId: String?
    /// The tenant the code belongs to; nil for the project's own accounts.
    public var tenantId: String?
    /// The address the code was sent to.
    public var email: String
    /// The address a `changeEmail` code switches to; for a `recoverEmail` code, the address the account
    /// was changed to (the code restores `email` only while the account still has this one).
    public var newEmail: String?
    public var createdAt: Int64
    /// The code is refused at or after this instant; nil for never (the emulator's behaviour).
    public var expiresAt: Int64?
    /// When the code was consumed; nil while unused.
    public var usedAt: Int64?
    /// The code in plain text. ONLY for emulator mode, whose `GET …/oobCodes` endpoint lists the
    /// codes; production callers must leave it nil so the store never holds a usable code.
    public var plaintextCode: String?
    /// The link the caller built, kept for the emulator's listing (nil in production).
    public var link: String?

    public init(
        codeHash: Data, kind: OobCodeKind, localId: String?, email: String, newEmail: String? = nil,
        createdAt: Int64, expiresAt: Int64?, usedAt: Int64? = nil, plaintextCode: String? = nil,
        link: String? = nil, tenantId: String? = nil
    ) {
        self.codeHash = codeHash
        self.kind = kind
        self.localId = localId
        self.email = email
        self.newEmail = newEmail
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.usedAt = usedAt
        self.plaintextCode = plaintextCode
        self.link = link
        self.tenantId = tenantId
    }
}

extension OobCodeRecord {
    /// The tenant as a non-optional key: the empty string stands for "no tenant".
    public var tenantKey: String { tenantId ?? "" }
}
