extension RelationalIdentityStore {
    // MARK: - Service-account keys

    private static func serviceAccountKey(from row: Session.Row) throws -> ServiceAccountKeyRecord {
        ServiceAccountKeyRecord(
            keyId: try row.string(0), clientEmail: try row.string(1), publicKeyPEM: try row.string(2),
            createdAt: try row.int64(3))
    }

    public func insertServiceAccountKey(_ key: ServiceAccountKeyRecord) throws {
        try write { session in
            _ = try session.run(
                """
                INSERT INTO service_account_keys (key_id, client_email, public_key_pem, created_at)
                VALUES ($1, $2, $3, $4)
                """, [key.keyId, key.clientEmail, key.publicKeyPEM, key.createdAt])
        }
    }

    public func serviceAccountKeys(clientEmail: String?) throws -> [ServiceAccountKeyRecord] {
        try read { session in
            try session.rows(
                """
                SELECT key_id, client_email, public_key_pem, created_at FROM service_account_keys
                WHERE ($1 IS NULL OR client_email = $2) ORDER BY created_at, key_id
                """, [clientEmail, clientEmail], Self.serviceAccountKey(from:))
        }
    }

    @discardableResult
    public func deleteServiceAccountKey(keyId: String) throws -> Bool {
        try write { session in
            try session.run("DELETE FROM service_account_keys WHERE key_id = $1", [keyId]) > 0
        }
    }

    // MARK: - Session claims

    public func insertSessionClaims(_ claims: SessionClaimsRecord) throws {
        try write { session in
            _ = try session.run(
                "INSERT INTO session_claims (family_id, local_id, claims, expires_at) VALUES ($1, $2, $3, $4)",
                [claims.familyId, claims.localId, claims.claims, claims.expiresAt])
        }
    }

    public func sessionClaims(familyId: String) throws -> SessionClaimsRecord? {
        try read { session in
            try session.firstRow(
                "SELECT family_id, local_id, claims, expires_at FROM session_claims WHERE family_id = $1",
                [familyId]
            ) { row in
                SessionClaimsRecord(
                    familyId: try row.string(0), localId: try row.string(1), claims: try row.string(2),
                    expiresAt: try row.int64(3))
            }
        }
    }

    @discardableResult
    public func purgeSessionClaims(expiredBefore instant: Int64) throws -> Int {
        try write { session in
            try session.run("DELETE FROM session_claims WHERE expires_at <= $1", [instant])
        }
    }
}
