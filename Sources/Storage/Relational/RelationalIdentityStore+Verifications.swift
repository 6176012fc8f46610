import Foundation

extension RelationalIdentityStore {
    private static var verificationColumns: String {
        """
        session_hash, kind, tenant_key, local_id, phone_number, code_hash, secret, payload, created_at, \
        expires_at, attempts, used_at, plaintext_session, plaintext_code
        """
    }

    private static func verification(from row: Session.Row) throws -> VerificationSessionRecord {
        guard let kind = VerificationKind(rawValue: try row.string(1)) else {
            throw StoreError.storageFailure("unknown verification session kind in the database")
        }
        let tenantKey = try row.string(2)
        return VerificationSessionRecord(
            sessionHash: try row.data(0), kind: kind, tenantId: tenantKey.isEmpty ? nil : tenantKey,
            localId: row.optionalString(3), phoneNumber: row.optionalString(4),
            codeHash: try row.optionalData(5),
            secret: row.optionalString(6), payload: row.optionalString(7), createdAt: try row.int64(8),
            expiresAt: try row.int64(9), attempts: try row.int(10), usedAt: try row.optionalInt64(11),
            plaintextSession: row.optionalString(12), plaintextCode: row.optionalString(13))
    }

    public func insertVerificationSession(_ record: VerificationSessionRecord) throws {
        try write { session in
            if let localId = record.localId,
                !(try session.exists("SELECT 1 FROM accounts WHERE local_id = $1", [localId]))
            {
                throw StoreError.accountNotFound
            }
            if try session.exists(
                "SELECT 1 FROM verification_sessions WHERE session_hash = $1", [record.sessionHash])
            {
                throw StoreError.duplicateKey
            }
            try session.run(
                "INSERT INTO verification_sessions (\(Self.verificationColumns)) "
                    + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
                [
                    record.sessionHash, record.kind.rawValue, record.tenantKey, record.localId,
                    record.phoneNumber, record.codeHash, record.secret, record.payload, record.createdAt,
                    record.expiresAt, record.attempts, record.usedAt, record.plaintextSession,
                    record.plaintextCode,
                ])
        }
    }

    public func updateVerificationSession<T>(
        hash: Data, _ body: (inout VerificationSessionRecord) -> T
    ) throws -> T? {
        try write { session in
            guard
                var record = try session.firstRow(
                    "SELECT \(Self.verificationColumns) FROM verification_sessions WHERE session_hash = $1"
                        + Self.dialect.rowLock, [hash], Self.verification(from:))
            else { return nil }
            let before = record
            let result = body(&record)
            guard record != before else { return result }
            guard record.sessionHash == before.sessionHash, record.kind == before.kind,
                record.tenantId == before.tenantId, record.localId == before.localId
            else { throw StoreError.immutableField }
            try session.run(
                """
                UPDATE verification_sessions SET phone_number = $1, code_hash = $2, secret = $3, payload = $4,
                    expires_at = $5, attempts = $6, used_at = $7, plaintext_session = $8, plaintext_code = $9
                WHERE session_hash = $10
                """,
                [
                    record.phoneNumber, record.codeHash, record.secret, record.payload, record.expiresAt,
                    record.attempts, record.usedAt, record.plaintextSession, record.plaintextCode, hash,
                ])
            return result
        }
    }

    public func verificationSessions(kind: VerificationKind?) throws -> [VerificationSessionRecord] {
        try read { session in
            try session.rows(
                "SELECT \(Self.verificationColumns) FROM verification_sessions WHERE ($1 IS NULL OR kind = $2) "
                    + "ORDER BY created_at, \(Self.dialect.insertionOrder)",
                [kind?.rawValue, kind?.rawValue], Self.verification(from:))
        }
    }

    @discardableResult
    public func purgeVerificationSessions(before instant: Int64) throws -> Int {
        try write { session in
            try session.run(
                "DELETE FROM verification_sessions WHERE expires_at <= $1 OR used_at <= $2",
                [instant, instant])
        }
    }
}
