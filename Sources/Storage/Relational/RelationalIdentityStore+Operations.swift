extension RelationalIdentityStore {
    // MARK: - Signing keys

    private static var signingKeyColumns: String {
        """
        kid, algorithm, private_key_pem, public_key_pem, created_at, active_from, retire_at, expire_at
        """
    }

    private static func signingKey(from row: Session.Row) throws -> SigningKeyRecord {
        SigningKeyRecord(
            kid: try row.string(0), algorithm: try row.string(1), privateKeyPEM: try row.string(2),
            publicKeyPEM: try row.string(3), createdAt: try row.int64(4), activeFrom: try row.int64(5),
            retireAt: try row.int64(6), expireAt: try row.int64(7))
    }

    private static func insert(_ session: Session, _ key: SigningKeyRecord) throws {
        try session.run(
            "INSERT INTO signing_keys (\(signingKeyColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            [
                key.kid, key.algorithm, key.privateKeyPEM, key.publicKeyPEM, key.createdAt,
                key.activeFrom, key.retireAt, key.expireAt,
            ])
    }

    public func insertSigningKey(_ key: SigningKeyRecord) throws {
        try write { try Self.insert($0, key) }
    }

    public func insertSigningKey(_ key: SigningKeyRecord, unlessOneSignsAt instant: Int64) throws -> Bool {
        try write { session in
            let signing = try session.exists(
                "SELECT 1 FROM signing_keys WHERE active_from <= $1 AND $2 < retire_at LIMIT 1",
                [instant, instant])
            if signing { return false }
            try Self.insert(session, key)
            return true
        }
    }

    public func signingKeys() throws -> [SigningKeyRecord] {
        try read { session in
            try session.rows(
                "SELECT \(Self.signingKeyColumns) FROM signing_keys ORDER BY active_from, kid", [],
                Self.signingKey(from:))
        }
    }

    public func currentSigningKey(at instant: Int64) throws -> SigningKeyRecord? {
        try read { session in
            try session.firstRow(
                """
                SELECT \(Self.signingKeyColumns) FROM signing_keys WHERE active_from <= $1 AND $2 < retire_at
                ORDER BY active_from DESC, kid DESC LIMIT 1
                """, [instant, instant], Self.signingKey(from:))
        }
    }

    @discardableResult
    public func deleteSigningKeys(expiredBefore instant: Int64) throws -> Int {
        try write { session in
            try session.run("DELETE FROM signing_keys WHERE expire_at <= $1", [instant])
        }
    }

    // MARK: - Rate limits

    public func hitRateLimit(key: String, windowStart: Int64, windowSeconds: Int64, now: Int64) throws -> Int
    {
        try writeAtomicStatements { session in
            try session.run(
                "DELETE FROM rate_limit_windows WHERE key = $1 AND window_end <= $2", [key, now])
            return try session.firstRow(
                """
                INSERT INTO rate_limit_windows (key, window_start, window_end, count) VALUES ($1, $2, $3, 1)
                ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
                RETURNING count
                """, [key, windowStart, windowStart + windowSeconds * 1_000]
            ) { try $0.int(0) } ?? 0
        }
    }

    @discardableResult
    public func purgeRateLimitWindows(endedBefore instant: Int64) throws -> Int {
        try write { session in
            try session.run("DELETE FROM rate_limit_windows WHERE window_end <= $1", [instant])
        }
    }

    // MARK: - Outbox

    public func insertOutboxMessage(_ message: OutboxMessage) throws {
        _ = try write { session in
            try session.run(
                """
                INSERT INTO outbox_messages
                    (id, recipient, subject, body, created_at, sent_at, html, sender, reply_to)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                [
                    message.id, message.to, message.subject, message.body, message.createdAt, message.sentAt,
                    message.html, message.sender, message.replyTo,
                ])
        }
    }

    public func outboxMessages(pendingOnly: Bool, limit: Int) throws -> [OutboxMessage] {
        try read { session in
            try session.rows(
                """
                SELECT id, recipient, subject, body, created_at, sent_at, html, sender, reply_to
                FROM outbox_messages
                WHERE (NOT $1 OR sent_at IS NULL) ORDER BY created_at, id LIMIT $2
                """, [pendingOnly, max(0, limit)]
            ) { row in
                OutboxMessage(
                    id: try row.string(0), to: try row.string(1), subject: try row.string(2),
                    body: try row.string(3),
                    createdAt: try row.int64(4), sentAt: try row.optionalInt64(5),
                    html: try row.optionalString(6), sender: try row.optionalString(7),
                    replyTo: try row.optionalString(8))
            }
        }
    }

    @discardableResult
    public func markOutboxMessageSent(id: String, at instant: Int64) throws -> Bool {
        try write { session in
            try session.run(
                "UPDATE outbox_messages SET sent_at = $1 WHERE id = $2 AND sent_at IS NULL",
                [instant, id]) > 0
        }
    }
}
