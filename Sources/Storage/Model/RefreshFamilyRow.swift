import Foundation

/// A refresh-token family whose tokens carry its id: one row holding the live token and the one spent
/// before it, rewritten in place on every rotation (`rotate`), so a family costs one row however often
/// it refreshes. A token of the family that is neither is an older spent one: presenting it is a
/// replay (`presented(hash:)`).
public struct RefreshFamilyRow: Sendable, Equatable {
    public var familyId: String
    public var localId: String
    public var signInProvider: String
    public var authTime: Int64
    /// When the live token was issued.
    public var createdAt: Int64
    public var absoluteExpiry: Int64
    /// The live token's hash.
    public var currentHash: Data
    /// The token spent for the live one, when it was spent, and the live token sealed by the caller
    /// under it (for a repeat within the grace interval).
    public var previousHash: Data?
    public var previousSpentAt: Int64?
    public var previousSealed: Data?
    public var revokedAt: Int64?

    public init(
        familyId: String, localId: String, signInProvider: String, authTime: Int64, createdAt: Int64,
        absoluteExpiry: Int64, currentHash: Data, previousHash: Data? = nil, previousSpentAt: Int64? = nil,
        previousSealed: Data? = nil, revokedAt: Int64? = nil
    ) {
        self.familyId = familyId
        self.localId = localId
        self.signInProvider = signInProvider
        self.authTime = authTime
        self.createdAt = createdAt
        self.absoluteExpiry = absoluteExpiry
        self.currentHash = currentHash
        self.previousHash = previousHash
        self.previousSpentAt = previousSpentAt
        self.previousSealed = previousSealed
        self.revokedAt = revokedAt
    }

    /// A new family with `first` as its live token.
    public init(first: RefreshTokenRecord) {
        self.init(
            familyId: first.familyId, localId: first.localId, signInProvider: first.signInProvider,
            authTime: first.authTime, createdAt: first.createdAt, absoluteExpiry: first.absoluteExpiry,
            currentHash: first.tokenHash, revokedAt: first.revokedAt)
    }

    /// The live or the previous token with this hash, as a record (the previous token's issue time is
    /// not kept: its record says it was issued when it was spent); nil for any other hash.
    public func token(hash: Data) -> RefreshTokenRecord? {
        // Hashes of 256-bit secrets: how soon a comparison stops tells an attacker nothing they can
        // steer, as with the databases' own lookups by hash.
        if hash == currentHash {
            return record(hash: currentHash, createdAt: createdAt)
        }
        if let previousHash, hash == previousHash {
            var previous = record(hash: previousHash, createdAt: previousSpentAt ?? createdAt)
            previous.spentAt = previousSpentAt
            previous.successorHash = currentHash
            previous.successorSealed = previousSealed
            return previous
        }
        return nil
    }

    /// What presenting `hash` amounts to: the live or previous token, or else a token of the family
    /// spent long ago (a replay, unless the family is revoked or expired).
    public func presented(hash: Data) -> RefreshTokenRecord {
        if let token = token(hash: hash) { return token }
        var stale = record(hash: hash, createdAt: 0)
        stale.spentAt = 0
        return stale
    }

    /// Spends the live token `hash` at `at` for `successor`, which becomes the live one.
    public mutating func rotate(spending hash: Data, at: Int64, successor: NewRefreshToken) {
        previousHash = hash
        previousSpentAt = at
        previousSealed = successor.sealed
        currentHash = successor.tokenHash
        createdAt = at
    }

    /// The family's tokens a store holds: the live one and, once it rotated, the previous one.
    public var tokenCount: Int { previousHash == nil ? 1 : 2 }

    private func record(hash: Data, createdAt: Int64) -> RefreshTokenRecord {
        RefreshTokenRecord(
            tokenHash: hash, familyId: familyId, localId: localId, signInProvider: signInProvider,
            authTime: authTime, createdAt: createdAt, absoluteExpiry: absoluteExpiry, revokedAt: revokedAt,
            inFamilyRow: true)
    }
}
