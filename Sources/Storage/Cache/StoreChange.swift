/// A change another instance (or this one) made to the shared database, as a change feed reports it.
public enum StoreChange: Sendable, Equatable {
    /// One account's row or its provider identities changed, or the account was deleted.
    case account(localId: String)
    /// Too many accounts changed to name them (a bulk delete), or the feed may have missed changes.
    case allAccounts
    /// A signing key was added, changed or deleted.
    case signingKeys
    /// The project's configuration changed.
    case projectConfig
}
