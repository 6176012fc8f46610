extension RelationalIdentityStore {
    /// Migration 16 on SQLite, 17 on PostgreSQL, the same SQL on both: accounts found by a linked
    /// provider's address (`createAuthUri`), and the person's handle at the provider (`screenName`) on
    /// the account and on each identity. Rows written before it have their address normalized by SQL
    /// `lower()`; every later write uses `AccountRecord.normalizedEmail`.
    public static var providerEmailsSchema: String {
        """
        ALTER TABLE provider_identities ADD COLUMN email_normalized TEXT;
        ALTER TABLE provider_identities ADD COLUMN screen_name TEXT;
        ALTER TABLE accounts ADD COLUMN screen_name TEXT;
        UPDATE provider_identities SET email_normalized = lower(email) WHERE email IS NOT NULL;
        CREATE INDEX provider_identities_by_email ON provider_identities (tenant_key, email_normalized);
        """
    }
}
