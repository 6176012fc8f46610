import Foundation

extension SQLiteIdentityStore {
    private static let oobCodeColumns = """
        code_hash, kind, local_id, email, new_email, created_at, expires_at, used_at, plaintext_code, link
        """

    private static func oobCode(from row: Row) throws -> OobCodeRecord {
        guard let kind = OobCodeKind(rawValue: row.string(1)) else {
            throw StoreError.storageFailure("unknown out-of-band code kind in the database")
        }
        return OobCodeRecord(
            codeHash: row.data(0), kind: kind, localId: row.optionalString(2), email: row.string(3),
            newEmail: row.optionalString(4), createdAt: row.int64(5), expiresAt: row.optionalInt64(6),
            usedAt: row.optionalInt64(7), plaintextCode: row.optionalString(8), link: row.optionalString(9))
    }

    private static func loadOobCode(_ connection: SQLiteConnection, hash: Data) throws -> OobCodeRecord? {
        try connection.queryOne(
            "SELECT \(oobCodeColumns) FROM oob_codes WHERE code_hash = ?", [hash], oobCode(from:))
    }

    public func insertOobCode(_ code: OobCodeRecord) throws {
        try write { connection in
            try connection.execute(
                "INSERT INTO oob_codes (\(Self.oobCodeColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    code.codeHash, code.kind.rawValue, code.localId, code.email, code.newEmail,
                    code.createdAt, code.expiresAt, code.usedAt, code.plaintextCode, code.link,
                ])
        }
    }

    public func peekOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try read { connection in
            try Self.loadOobCode(connection, hash: hash)?.lookup(kind: kind, now: now) ?? .notFound
        }
    }

    public func consumeOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try write { connection in
            guard var code = try Self.loadOobCode(connection, hash: hash) else { return .notFound }
            let lookup = code.lookup(kind: kind, now: now)
            guard case .valid = lookup else { return lookup }
            try connection.execute("UPDATE oob_codes SET used_at = ? WHERE code_hash = ?", [now, hash])
            code.usedAt = now
            return .valid(code)
        }
    }

    public func oobCodes() throws -> [OobCodeRecord] {
        try read { connection in
            try connection.query(
                "SELECT \(Self.oobCodeColumns) FROM oob_codes ORDER BY created_at, rowid", [],
                Self.oobCode(from:))
        }
    }

    @discardableResult
    public func deleteOobCodes(localId: String) throws -> Int {
        try write { connection in
            try connection.execute("DELETE FROM oob_codes WHERE local_id = ?", [localId])
            return connection.changes
        }
    }

    @discardableResult
    public func purgeOobCodes(before instant: Int64) throws -> Int {
        try write { connection in
            try connection.execute(
                "DELETE FROM oob_codes WHERE expires_at <= ? OR used_at <= ?", [instant, instant])
            return connection.changes
        }
    }
}
