extension InMemoryIdentityStore {
    public func queryAccounts(_ query: AccountQuery) throws -> [AccountRecord] {
        state.withLock { state in
            let matching = state.accounts.values.filter { account in
                account.tenantId == query.tenantId && query.isAfterCursor(account.localId)
                    && query.matches(account)
            }
            let ordered = matching.sorted {
                query.descending ? $0.localId > $1.localId : $0.localId < $1.localId
            }
            return Array(ordered.prefix(max(0, query.limit)))
        }
    }
}
