extension AccountRecord {
    /// The tenant as a non-optional key: the empty string stands for "no tenant".
    public var tenantKey: String { tenantId ?? "" }

    /// The lower-cased e-mail address, if any.
    public var normalizedEmail: String? { email.map(Self.normalizedEmail) }

    /// Throws `.providerAlreadyLinked` when two identities share a `providerId`.
    public func validateProviders() throws(StoreError) {
        var seen: Set<String> = []
        for provider in providers where !seen.insert(provider.providerId).inserted {
            throw StoreError.providerAlreadyLinked
        }
    }

    /// The account with `identity` linked: replaces the identity with the same (providerId, rawId),
    /// appends a new one, or throws `.providerAlreadyLinked` if another identity has the provider.
    public func linking(_ identity: ProviderIdentity) throws(StoreError) -> AccountRecord {
        var account = self
        if let index = account.providers.firstIndex(where: { $0.providerId == identity.providerId }) {
            guard account.providers[index].rawId == identity.rawId else { throw .providerAlreadyLinked }
            account.providers[index] = identity
        } else {
            account.providers.append(identity)
        }
        return account
    }
}
