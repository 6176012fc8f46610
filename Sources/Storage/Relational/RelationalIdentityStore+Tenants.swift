extension RelationalIdentityStore {
    // MARK: - Tenants

    private static var tenantColumns: String {
        """
        tenant_id, display_name, allow_password_signup, enable_email_link_signin, disable_auth, \
        enable_anonymous_user, settings, created_at
        """
    }

    private static func tenant(from row: Session.Row) throws -> TenantRecord {
        TenantRecord(
            tenantId: try row.string(0), displayName: row.optionalString(1),
            allowPasswordSignup: try row.bool(2), enableEmailLinkSignin: try row.bool(3),
            disableAuth: try row.bool(4), enableAnonymousUser: try row.bool(5), settings: try row.string(6),
            createdAt: try row.int64(7))
    }

    private static func arguments(_ tenant: TenantRecord) -> [any SQLArgumentConvertible] {
        [
            tenant.tenantId, tenant.displayName, tenant.allowPasswordSignup, tenant.enableEmailLinkSignin,
            tenant.disableAuth, tenant.enableAnonymousUser, tenant.settings, tenant.createdAt,
        ]
    }

    public func insertTenant(_ tenant: TenantRecord) throws {
        try write { session in
            _ = try session.run(
                "INSERT INTO tenants (\(Self.tenantColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                Self.arguments(tenant))
        }
    }

    public func tenant(id: String) throws -> TenantRecord? {
        try read { session in
            try session.firstRow(
                "SELECT \(Self.tenantColumns) FROM tenants WHERE tenant_id = $1", [id], Self.tenant(from:))
        }
    }

    public func updateTenant(id: String, _ transform: (inout TenantRecord) throws -> Void) throws
        -> TenantRecord?
    {
        try write { session in
            guard
                var tenant = try session.firstRow(
                    "SELECT \(Self.tenantColumns) FROM tenants WHERE tenant_id = $1\(Self.dialect.rowLock)",
                    [id], Self.tenant(from:))
            else { return nil }
            try transform(&tenant)
            guard tenant.tenantId == id else { throw StoreError.immutableField }
            _ = try session.run(
                """
                UPDATE tenants SET display_name = $2, allow_password_signup = $3, enable_email_link_signin = $4,
                    disable_auth = $5, enable_anonymous_user = $6, settings = $7, created_at = $8
                WHERE tenant_id = $1
                """, Self.arguments(tenant))
            return tenant
        }
    }

    @discardableResult
    public func deleteTenant(id: String) throws -> Bool {
        try write { session in
            guard try session.run("DELETE FROM tenants WHERE tenant_id = $1", [id]) > 0 else { return false }
            _ = try session.run("DELETE FROM verification_sessions WHERE tenant_key = $1", [id])
            _ = try session.run("DELETE FROM oob_codes WHERE tenant_key = $1", [id])
            _ = try session.run("DELETE FROM accounts WHERE tenant_key = $1", [id])
            _ = try session.run("DELETE FROM provider_configs WHERE tenant_key = $1", [id])
            return true
        }
    }

    public func listTenants(after: String?, limit: Int) throws -> [TenantRecord] {
        try read { session in
            try session.rows(
                """
                SELECT \(Self.tenantColumns) FROM tenants WHERE ($1 IS NULL OR tenant_id > $2)
                ORDER BY tenant_id LIMIT $3
                """, [after, after, max(0, limit)], Self.tenant(from:))
        }
    }
}
