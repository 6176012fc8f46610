extension InMemoryIdentityStore {
    // MARK: - Signing keys

    public func insertSigningKey(_ key: SigningKeyRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.signingKeys[key.kid] == nil else { throw .duplicateKey }
            state.signingKeys[key.kid] = key
        }
    }

    public func insertSigningKey(_ key: SigningKeyRecord, unlessOneSignsAt instant: Int64) throws -> Bool {
        try state.withLock { state throws(StoreError) in
            if state.signingKeys.values.contains(where: { $0.signs(at: instant) }) { return false }
            guard state.signingKeys[key.kid] == nil else { throw .duplicateKey }
            state.signingKeys[key.kid] = key
            return true
        }
    }

    public func signingKeys() throws -> [SigningKeyRecord] {
        state.withLock { state in
            state.signingKeys.values.sorted { ($0.activeFrom, $0.kid) < ($1.activeFrom, $1.kid) }
        }
    }

    public func currentSigningKey(at instant: Int64) throws -> SigningKeyRecord? {
        state.withLock { state in
            state.signingKeys.values.filter { $0.signs(at: instant) }
                .max { ($0.activeFrom, $0.kid) < ($1.activeFrom, $1.kid) }
        }
    }

    @discardableResult
    public func deleteSigningKeys(expiredBefore instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.signingKeys.count
            state.signingKeys = state.signingKeys.filter { $0.value.expireAt > instant }
            return before - state.signingKeys.count
        }
    }

    // MARK: - Rate limits

    public func hitRateLimit(key: String, windowStart: Int64, windowSeconds: Int64, now: Int64) throws -> Int
    {
        state.withLock { state in
            state.rateWindows = state.rateWindows.filter { $0.key.key != key || $0.value.windowEnd > now }
            let windowKey = RateWindowKey(key: key, windowStart: windowStart)
            var window =
                state.rateWindows[windowKey]
                ?? RateWindow(windowEnd: windowStart + windowSeconds * 1_000, count: 0)
            window.count += 1
            state.rateWindows[windowKey] = window
            return window.count
        }
    }

    @discardableResult
    public func purgeRateLimitWindows(endedBefore instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.rateWindows.count
            state.rateWindows = state.rateWindows.filter { $0.value.windowEnd > instant }
            return before - state.rateWindows.count
        }
    }

    // MARK: - Outbox

    public func insertOutboxMessage(_ message: OutboxMessage) throws {
        try state.withLock { state throws(StoreError) in
            guard state.outbox[message.id] == nil else { throw .duplicateKey }
            state.outbox[message.id] = message
        }
    }

    public func outboxMessages(pendingOnly: Bool, limit: Int) throws -> [OutboxMessage] {
        state.withLock { state in
            let messages = state.outbox.values
                .filter { !pendingOnly || $0.sentAt == nil }
                .sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
                .prefix(max(0, limit))
            return Array(messages)
        }
    }

    @discardableResult
    public func markOutboxMessageSent(id: String, at instant: Int64) throws -> Bool {
        state.withLock { state in
            guard let message = state.outbox[id], message.sentAt == nil else { return false }
            state.outbox[id]?.sentAt = instant
            return true
        }
    }
}
