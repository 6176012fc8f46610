/// A page of accounts that match a filter, in `localId` order, after a cursor (keyset pagination):
/// a store reads only the page, never every account before it.
public struct AccountQuery: Sendable, Equatable {
    /// Which accounts match.
    public enum Filter: Sendable, Equatable {
        /// Every account of the tenant.
        case all
        /// The account with this e-mail address (case-insensitive).
        case email(String)
        /// Accounts whose e-mail address starts with this text (case-insensitive).
        case emailPrefix(String)
        /// The account with this `localId`.
        case localId(String)
        /// Accounts whose `localId` starts with this text (case-sensitive).
        case localIdPrefix(String)
        /// The account with this phone number.
        case phoneNumber(String)
        /// Accounts that sign in with this provider: `password` (an e-mail with a password or e-mail
        /// links), `phone`, `anonymous`, or the id of a linked identity provider (`google.com`, …).
        case provider(String)
        /// Accounts with a linked identity whose e-mail address is this one (case-insensitive), the
        /// address a provider gave: `createAuthUri` finds accounts by it, as Firebase does.
        case providerEmail(String)
    }

    /// What the accounts are sorted by.
    public enum Order: Sendable, Equatable {
        /// User ID.
        case localId
        /// Creation time, then user ID for accounts created in the same millisecond.
        case createdAt
    }

    /// The tenant whose accounts are searched (nil = the project's own).
    public var tenantId: String?
    public var filter: Filter
    public var order: Order
    /// Descending order (a "previous page" reads backwards from its cursor).
    public var descending: Bool
    /// Only accounts after this `localId` in the query's order (exclusive); nil starts at the first.
    /// In `.createdAt` order the cursor is the pair (`afterCreatedAt`, `after`).
    public var after: String?
    /// The creation time of the cursor's account, in `.createdAt` order.
    public var afterCreatedAt: Int64?
    /// At most this many accounts.
    public var limit: Int

    public init(
        tenantId: String? = nil, filter: Filter = .all, order: Order = .localId, descending: Bool = false,
        after: String? = nil, afterCreatedAt: Int64? = nil, limit: Int
    ) {
        self.tenantId = tenantId
        self.filter = filter
        self.order = order
        self.descending = descending
        self.after = after
        self.afterCreatedAt = afterCreatedAt
        self.limit = limit
    }

    /// Whether `account` passes the filter (tenant and cursor aside); the rule every store applies.
    public func matches(_ account: AccountRecord) -> Bool {
        switch filter {
        case .all:
            return true
        case .email(let email):
            return account.normalizedEmail == AccountRecord.normalizedEmail(email)
        case .emailPrefix(let prefix):
            guard let email = account.normalizedEmail else { return false }
            return email.unicodeScalars.starts(with: AccountRecord.normalizedEmail(prefix).unicodeScalars)
        case .localId(let localId):
            return account.localId == localId
        case .localIdPrefix(let prefix):
            return account.localId.unicodeScalars.starts(with: prefix.unicodeScalars)
        case .phoneNumber(let phone):
            return account.phoneNumber == phone
        case .provider("password"):
            return (account.passwordHash != nil || account.emailLinkSignIn) && account.email != nil
        case .provider("phone"):
            return account.phoneNumber != nil
        case .provider("anonymous"):
            return account.anonymous
        case .provider(let providerId):
            return account.provider(providerId) != nil
        case .providerEmail(let email):
            let wanted = AccountRecord.normalizedEmail(email)
            return account.providers.contains { $0.email.map(AccountRecord.normalizedEmail) == wanted }
        }
    }

    /// Whether `account` comes after the cursor in the query's order.
    public func isAfterCursor(_ account: AccountRecord) -> Bool {
        guard let after else { return true }
        if order == .createdAt, let afterCreatedAt, account.createdAt != afterCreatedAt {
            return descending ? account.createdAt < afterCreatedAt : account.createdAt > afterCreatedAt
        }
        return descending ? account.localId < after : account.localId > after
    }

    /// Whether `first` comes before `second` in the query's order.
    public func precedes(_ first: AccountRecord, _ second: AccountRecord) -> Bool {
        if order == .createdAt, first.createdAt != second.createdAt {
            return descending ? first.createdAt > second.createdAt : first.createdAt < second.createdAt
        }
        return descending ? first.localId > second.localId : first.localId < second.localId
    }
}
