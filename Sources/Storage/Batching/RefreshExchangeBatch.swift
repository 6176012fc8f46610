import Foundation

/// One `exchangeRefreshToken` call waiting to be batched with others.
public struct RefreshExchangeRequest: Sendable, Equatable {
    public var hash: Data
    /// The family the token names, for a token that lives in its family's row
    /// (`RefreshTokenRecord.inFamilyRow`); nil for a token found by hash alone.
    public var familyId: String?
    public var now: Int64
    public var graceSeconds: Int64
    public var successor: NewRefreshToken

    public init(
        hash: Data, familyId: String? = nil, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) {
        self.hash = hash
        self.familyId = familyId
        self.now = now
        self.graceSeconds = graceSeconds
        self.successor = successor
    }
}

/// Several refresh-token exchanges decided together from rows read once, with the same outcomes as
/// if they had run one after another in order (the rules of `exchangeRefreshToken`:
/// `RefreshTokenRecord.rotationState`, `successor`), and the writes that carry them out as sets, so a
/// database server can apply a whole batch in a few statements.
///
/// Feed it the presented tokens' rows (locked) and their accounts with providers. Later members see
/// what earlier ones did: a token rotated by one member is within its grace for the next, a family
/// revoked by a replay is revoked for the rest of the batch.
public struct RefreshExchangeBatch: Sendable {
    /// A token marked spent, pointing at its successor.
    public struct Spending: Sendable, Equatable {
        public var hash: Data
        public var at: Int64
        public var successor: NewRefreshToken
        /// The family whose row holds the token (rewritten in place); nil for a token in a row of its own.
        public var familyId: String?

        public init(hash: Data, at: Int64, successor: NewRefreshToken, familyId: String? = nil) {
            self.hash = hash
            self.at = at
            self.successor = successor
            self.familyId = familyId
        }
    }

    /// One outcome per request, in order.
    public private(set) var outcomes: [RefreshExchange] = []
    /// Successors to insert, in order (those `inFamilyRow` are written by their family's `Spending`).
    public private(set) var insertions: [RefreshTokenRecord] = []
    /// Tokens to mark spent.
    public private(set) var spendings: [Spending] = []
    /// Accounts whose `lastRefreshAt` changes, with the value it ends up with.
    public private(set) var accountRefreshes: [(localId: String, at: Int64)] = []
    /// Families to revoke (`revoked_at` where not yet revoked), with the instant of the first replay.
    public private(set) var familyRevocations: [(familyId: String, at: Int64)] = []

    public init(requests: [RefreshExchangeRequest], tokens: [RefreshTokenRecord], accounts: [AccountRecord]) {
        var tokensByHash = Dictionary(
            tokens.map { ($0.tokenHash, $0) }, uniquingKeysWith: { first, _ in first })
        var accountsById = Dictionary(
            accounts.map { ($0.localId, $0) }, uniquingKeysWith: { first, _ in first })
        var revokedFamilies: [String: Int64] = [:]
        var refreshedAccounts: [String: Int64] = [:]
        for request in requests {
            guard var token = tokensByHash[request.hash] else {
                outcomes.append(.refused(.notFound))
                continue
            }
            if token.revokedAt == nil, let at = revokedFamilies[token.familyId] { token.revokedAt = at }
            let state = token.rotationState(now: request.now, graceSeconds: request.graceSeconds)
            switch state {
            case .revoked:
                outcomes.append(.refused(.revoked))
            case .expired:
                outcomes.append(.refused(.expired))
            case .reused:
                if revokedFamilies[token.familyId] == nil {
                    revokedFamilies[token.familyId] = request.now
                    familyRevocations.append((token.familyId, request.now))
                }
                outcomes.append(.refused(.reused(familyId: token.familyId)))
            case .live, .withinGrace:
                guard var account = accountsById[token.localId] else {
                    outcomes.append(.refused(.notFound))
                    continue
                }
                guard !account.disabled else {
                    outcomes.append(.accountDisabled)
                    continue
                }
                account.lastRefreshAt = request.now
                accountsById[account.localId] = account
                refreshedAccounts[account.localId] = request.now
                guard state == .live else {
                    outcomes.append(.withinGrace(token, account: account))
                    continue
                }
                let next = token.successor(request.successor, now: request.now)
                insertions.append(next)
                spendings.append(
                    Spending(
                        hash: token.tokenHash, at: request.now, successor: request.successor,
                        familyId: token.inFamilyRow ? token.familyId : nil))
                token.spentAt = request.now
                token.successorHash = request.successor.tokenHash
                token.successorSealed = request.successor.sealed
                tokensByHash[token.tokenHash] = token
                tokensByHash[next.tokenHash] = next
                outcomes.append(.rotated(next, account: account))
            }
        }
        accountRefreshes = refreshedAccounts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
