extension InMemoryIdentityStore {
    public func queryAccounts(_ query: AccountQuery) throws -> [AccountRecord] {
        state.withLock { state in
            let matching = state.accounts.values.filter { account in
                account.tenantId == query.tenantId && query.isAfterCursor(account)
                    && query.matches(account)
            }
            let ordered = matching.sorted(by: query.precedes)
            return Array(ordered.prefix(max(0, query.limit)))
        }
    }
}
