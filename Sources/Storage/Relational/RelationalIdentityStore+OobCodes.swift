import Foundation

extension RelationalIdentityStore {
    private static var oobCodeColumns: String {
        """
        code_hash, kind, local_id, email, new_email, created_at, expires_at, used_at, plaintext_code, link, \
        tenant_key
        """
    }

    private static func oobCode(from row: Session.Row) throws -> OobCodeRecord {
        guard let kind = OobCodeKind(rawValue: try row.string(1)) else {
            throw StoreError.storageFailure("unknown out-of-band code kind in the database")
        }
        return OobCodeRecord(
            codeHash: try row.data(0), kind: kind, localId: row.optionalString(2), email: try row.string(3),
            newEmail: row.optionalString(4), createdAt: try row.int64(5), expiresAt: try row.optionalInt64(6),
            usedAt: try row.optionalInt64(7), plaintextCode: row.optionalString(8),
            link: row.optionalString(9), tenantId: try row.string(10).nonEmpty)
    }

    private static func loadOobCode(_ session: Session, hash: Data) throws -> OobCodeRecord? {
        try session.firstRow(
            "SELECT \(oobCodeColumns) FROM oob_codes WHERE code_hash = $1", [hash], oobCode(from:))
    }

    public func insertOobCode(_ code: OobCodeRecord) throws {
        _ = try write { session in
            try session.run(
                "INSERT INTO oob_codes (\(Self.oobCodeColumns)) "
                    + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                [
                    code.codeHash, code.kind.rawValue, code.localId, code.email, code.newEmail,
                    code.createdAt, code.expiresAt, code.usedAt, code.plaintextCode, code.link,
                    code.tenantKey,
                ])
        }
    }

    public func peekOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try read { session in
            try Self.loadOobCode(session, hash: hash)?.lookup(kind: kind, now: now) ?? .notFound
        }
    }

    public func consumeOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try write { session in
            guard var code = try Self.loadOobCode(session, hash: hash) else { return .notFound }
            let lookup = code.lookup(kind: kind, now: now)
            guard case .valid = lookup else { return lookup }
            try session.run("UPDATE oob_codes SET used_at = $1 WHERE code_hash = $2", [now, hash])
            code.usedAt = now
            return .valid(code)
        }
    }

    public func oobCodes() throws -> [OobCodeRecord] {
        try read { session in
            try session.rows(
                "SELECT \(Self.oobCodeColumns) FROM oob_codes ORDER BY created_at, \(Self.dialect.insertionOrder)",
                [],
                Self.oobCode(from:))
        }
    }

    @discardableResult
    public func deleteOobCodes(localId: String) throws -> Int {
        try write { session in
            try session.run("DELETE FROM oob_codes WHERE local_id = $1", [localId])
        }
    }

    @discardableResult
    public func purgeOobCodes(before instant: Int64) throws -> Int {
        try write { session in
            try session.run(
                "DELETE FROM oob_codes WHERE expires_at <= $1 OR used_at <= $2", [instant, instant])
        }
    }
}

extension String {
    /// Nil for the empty string (a `tenant_key` column's "no tenant").
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
