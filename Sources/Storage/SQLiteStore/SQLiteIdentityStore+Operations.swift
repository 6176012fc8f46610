extension SQLiteIdentityStore {
    // MARK: - Signing keys

    private static let signingKeyColumns = """
        kid, algorithm, private_key_pem, public_key_pem, created_at, active_from, retire_at, expire_at
        """

    private static func signingKey(from row: Row) -> SigningKeyRecord {
        SigningKeyRecord(
            kid: row.string(0), algorithm: row.string(1), privateKeyPEM: row.string(2),
            publicKeyPEM: row.string(3), createdAt: row.int64(4), activeFrom: row.int64(5),
            retireAt: row.int64(6), expireAt: row.int64(7))
    }

    private static func insert(_ connection: SQLiteConnection, _ key: SigningKeyRecord) throws {
        try connection.execute(
            "INSERT INTO signing_keys (\(signingKeyColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                key.kid, key.algorithm, key.privateKeyPEM, key.publicKeyPEM, key.createdAt,
                key.activeFrom, key.retireAt, key.expireAt,
            ])
    }

    public func insertSigningKey(_ key: SigningKeyRecord) throws {
        try write { try Self.insert($0, key) }
    }

    public func insertSigningKey(_ key: SigningKeyRecord, unlessOneSignsAt instant: Int64) throws -> Bool {
        try write { connection in
            let signing = try connection.queryOne(
                "SELECT 1 FROM signing_keys WHERE active_from <= ? AND ? < retire_at LIMIT 1",
                [instant, instant]
            ) { _ in true }
            if signing != nil { return false }
            try Self.insert(connection, key)
            return true
        }
    }

    public func signingKeys() throws -> [SigningKeyRecord] {
        try read { connection in
            try connection.query(
                "SELECT \(Self.signingKeyColumns) FROM signing_keys ORDER BY active_from, kid", [],
                Self.signingKey(from:))
        }
    }

    public func currentSigningKey(at instant: Int64) throws -> SigningKeyRecord? {
        try read { connection in
            try connection.queryOne(
                """
                SELECT \(Self.signingKeyColumns) FROM signing_keys WHERE active_from <= ? AND ? < retire_at
                ORDER BY active_from DESC, kid DESC LIMIT 1
                """, [instant, instant], Self.signingKey(from:))
        }
    }

    @discardableResult
    public func deleteSigningKeys(expiredBefore instant: Int64) throws -> Int {
        try write { connection in
            try connection.execute("DELETE FROM signing_keys WHERE expire_at <= ?", [instant])
            return connection.changes
        }
    }

    // MARK: - Rate limits

    public func hitRateLimit(key: String, windowStart: Int64, windowSeconds: Int64, now: Int64) throws -> Int
    {
        try write { connection in
            try connection.execute(
                "DELETE FROM rate_limit_windows WHERE key = ? AND window_end <= ?", [key, now])
            return try connection.queryOne(
                """
                INSERT INTO rate_limit_windows (key, window_start, window_end, count) VALUES (?, ?, ?, 1)
                ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
                RETURNING count
                """, [key, windowStart, windowStart + windowSeconds * 1_000]
            ) { $0.int(0) } ?? 0
        }
    }

    @discardableResult
    public func purgeRateLimitWindows(endedBefore instant: Int64) throws -> Int {
        try write { connection in
            try connection.execute("DELETE FROM rate_limit_windows WHERE window_end <= ?", [instant])
            return connection.changes
        }
    }

    // MARK: - Outbox

    public func insertOutboxMessage(_ message: OutboxMessage) throws {
        try write { connection in
            try connection.execute(
                """
                INSERT INTO outbox_messages (id, recipient, subject, body, created_at, sent_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [message.id, message.to, message.subject, message.body, message.createdAt, message.sentAt])
        }
    }

    public func outboxMessages(pendingOnly: Bool, limit: Int) throws -> [OutboxMessage] {
        try read { connection in
            try connection.query(
                """
                SELECT id, recipient, subject, body, created_at, sent_at FROM outbox_messages
                WHERE (? = 0 OR sent_at IS NULL) ORDER BY created_at, id LIMIT ?
                """, [pendingOnly, max(0, limit)]
            ) { row in
                OutboxMessage(
                    id: row.string(0), to: row.string(1), subject: row.string(2), body: row.string(3),
                    createdAt: row.int64(4), sentAt: row.optionalInt64(5))
            }
        }
    }

    @discardableResult
    public func markOutboxMessageSent(id: String, at instant: Int64) throws -> Bool {
        try write { connection in
            try connection.execute(
                "UPDATE outbox_messages SET sent_at = ? WHERE id = ? AND sent_at IS NULL",
                [instant, id])
            return connection.changes > 0
        }
    }
}
