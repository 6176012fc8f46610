extension PostgresIdentityStore {
    public static var knownSchemaVersion: Int { migrations.map(\.version).max() ?? 0 }

    /// The schema, one migration per version. Append new versions; never edit applied ones.
    static let migrations: [PostgresMigration] = [
        PostgresMigration(version: 1, name: "accounts", sql: accountsSchema),
        PostgresMigration(version: 2, name: "refresh tokens and out-of-band codes", sql: tokensSchema),
        PostgresMigration(version: 3, name: "signing keys, rate limits, outbox", sql: operationsSchema),
        PostgresMigration(
            version: 4, name: "e-mail link sign-in, service-account keys, session claims",
            sql: signInMethodsSchema),
        PostgresMigration(version: 5, name: "change notifications", sql: changeNotificationTriggers),
        PostgresMigration(version: 6, name: "second factors, verification sessions", sql: verificationSchema),
        PostgresMigration(version: 7, name: "tenants", sql: tenantsSchema),
        PostgresMigration(version: 8, name: "refresh token families", sql: refreshFamiliesSchema),
        PostgresMigration(version: 9, name: "refresh tokens in their family's row", sql: familyRowsSchema),
        PostgresMigration(version: 10, name: "project configuration", sql: projectConfigSchema),
        PostgresMigration(version: 11, name: "accounts in creation order", sql: creationOrderSchema),
        PostgresMigration(version: 12, name: "initial e-mail", sql: "ALTER TABLE accounts ADD COLUMN initial_email TEXT;"),
        PostgresMigration(version: 13, name: "outbox mail parts", sql: outboxPartsSchema),
        PostgresMigration(version: 14, name: "passkeys", sql: passkeysSchema),
        PostgresMigration(version: 15, name: "audit log", sql: auditSchema),
        PostgresMigration(version: 16, name: "identity-provider configurations", sql: providerConfigsSchema),
        PostgresMigration(
            version: 17, name: "provider screen names", sql: "ALTER TABLE provider_identities ADD COLUMN screen_name TEXT;"),
    ]

    // E-mail uniqueness uses `email_normalized`, written from `AccountRecord.normalizedEmail(_:)`
    // (Unicode lower-casing in Swift) rather than SQL lower(), whose result depends on the
    // database's collation: every store must agree on which addresses are the same.
    /// As SQLite's migration 13.
    private static let passkeysSchema = """
        ALTER TABLE accounts ADD COLUMN passkeys TEXT;

        CREATE TABLE passkey_credentials (
            tenant_key TEXT NOT NULL,
            credential_id TEXT NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            CONSTRAINT passkey_credentials_pkey PRIMARY KEY (tenant_key, credential_id)
        );
        CREATE INDEX passkey_credentials_by_account ON passkey_credentials (local_id);
        """

    private static let accountsSchema = """
        CREATE TABLE accounts (
            local_id TEXT PRIMARY KEY,
            tenant_key TEXT NOT NULL,
            email TEXT,
            email_normalized TEXT,
            email_verified BOOLEAN NOT NULL,
            password_hash TEXT,
            password_updated_at BIGINT,
            display_name TEXT,
            photo_url TEXT,
            phone_number TEXT,
            disabled BOOLEAN NOT NULL,
            created_at BIGINT NOT NULL,
            last_login_at BIGINT,
            last_refresh_at BIGINT,
            valid_since BIGINT NOT NULL,
            custom_attributes TEXT,
            anonymous BOOLEAN NOT NULL
        );
        CREATE UNIQUE INDEX accounts_email_unique ON accounts (tenant_key, email_normalized)
            WHERE email_normalized IS NOT NULL;
        CREATE UNIQUE INDEX accounts_phone_unique ON accounts (tenant_key, phone_number)
            WHERE phone_number IS NOT NULL;
        CREATE INDEX accounts_by_tenant ON accounts (tenant_key, local_id);

        CREATE TABLE provider_identities (
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            tenant_key TEXT NOT NULL,
            position INTEGER NOT NULL,
            provider_id TEXT NOT NULL,
            raw_id TEXT NOT NULL,
            email TEXT,
            display_name TEXT,
            photo_url TEXT,
            federated_id TEXT,
            phone_number TEXT,
            CONSTRAINT provider_identities_pkey PRIMARY KEY (local_id, provider_id)
        );
        CREATE UNIQUE INDEX provider_identities_unique
            ON provider_identities (tenant_key, provider_id, raw_id);
        """

    private static let tokensSchema = """
        CREATE TABLE refresh_tokens (
            token_hash BYTEA PRIMARY KEY,
            family_id TEXT NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            sign_in_provider TEXT NOT NULL,
            auth_time BIGINT NOT NULL,
            created_at BIGINT NOT NULL,
            absolute_expiry BIGINT NOT NULL,
            spent_at BIGINT,
            successor_hash BYTEA,
            successor_sealed BYTEA,
            revoked_at BIGINT
        );
        CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
        CREATE INDEX refresh_tokens_by_account ON refresh_tokens (local_id);
        CREATE INDEX refresh_tokens_by_expiry ON refresh_tokens (absolute_expiry);

        CREATE TABLE oob_codes (
            code_hash BYTEA PRIMARY KEY,
            sequence BIGINT GENERATED ALWAYS AS IDENTITY,
            kind TEXT NOT NULL,
            local_id TEXT REFERENCES accounts (local_id) ON DELETE CASCADE,
            email TEXT NOT NULL,
            new_email TEXT,
            created_at BIGINT NOT NULL,
            expires_at BIGINT,
            used_at BIGINT,
            plaintext_code TEXT,
            link TEXT
        );
        CREATE INDEX oob_codes_by_account ON oob_codes (local_id);
        """

    private static let operationsSchema = """
        CREATE TABLE signing_keys (
            kid TEXT PRIMARY KEY,
            algorithm TEXT NOT NULL,
            private_key_pem TEXT NOT NULL,
            public_key_pem TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            active_from BIGINT NOT NULL,
            retire_at BIGINT NOT NULL,
            expire_at BIGINT NOT NULL
        );

        CREATE TABLE rate_limit_windows (
            key TEXT NOT NULL,
            window_start BIGINT NOT NULL,
            window_end BIGINT NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        );
        CREATE INDEX rate_limit_windows_by_end ON rate_limit_windows (window_end);

        CREATE TABLE outbox_messages (
            id TEXT PRIMARY KEY,
            recipient TEXT NOT NULL,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            sent_at BIGINT
        );
        CREATE INDEX outbox_messages_pending ON outbox_messages (sent_at, created_at, id);
        """

    private static let signInMethodsSchema = """
        ALTER TABLE accounts ADD COLUMN email_link_sign_in BOOLEAN NOT NULL DEFAULT FALSE;

        CREATE TABLE service_account_keys (
            key_id TEXT PRIMARY KEY,
            client_email TEXT NOT NULL,
            public_key_pem TEXT NOT NULL,
            created_at BIGINT NOT NULL
        );
        CREATE INDEX service_account_keys_by_email ON service_account_keys (client_email);

        CREATE TABLE session_claims (
            family_id TEXT PRIMARY KEY,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            claims TEXT NOT NULL,
            expires_at BIGINT NOT NULL
        );
        CREATE INDEX session_claims_by_account ON session_claims (local_id);
        CREATE INDEX session_claims_by_expiry ON session_claims (expires_at);
        """

    private static let verificationSchema = """
        ALTER TABLE accounts ADD COLUMN mfa_enrollments TEXT;

        CREATE TABLE verification_sessions (
            session_hash BYTEA PRIMARY KEY,
            kind TEXT NOT NULL,
            tenant_key TEXT NOT NULL,
            local_id TEXT REFERENCES accounts (local_id) ON DELETE CASCADE,
            phone_number TEXT,
            code_hash BYTEA,
            secret TEXT,
            payload TEXT,
            created_at BIGINT NOT NULL,
            expires_at BIGINT NOT NULL,
            attempts INTEGER NOT NULL,
            used_at BIGINT,
            plaintext_session TEXT,
            plaintext_code TEXT,
            sequence BIGINT GENERATED ALWAYS AS IDENTITY
        );
        CREATE INDEX verification_sessions_by_account ON verification_sessions (local_id);
        CREATE INDEX verification_sessions_by_expiry ON verification_sessions (expires_at);
        CREATE INDEX verification_sessions_by_tenant ON verification_sessions (tenant_key, kind);
        """

    /// As SQLite's migration 10.
    private static let creationOrderSchema = """
        CREATE INDEX accounts_by_creation ON accounts (tenant_key, created_at, local_id);
        """

    /// As SQLite's migration 9, with a trigger announcing changes (`c`) so every instance rereads it.
    private static let projectConfigSchema = """
        CREATE TABLE project_config (
            name TEXT PRIMARY KEY,
            settings TEXT NOT NULL,
            updated_at BIGINT NOT NULL
        );
        \(projectConfigChangeTrigger)
        """

    /// As SQLite's migration 15.
    private static let providerConfigsSchema = """
        CREATE TABLE provider_configs (
            collection TEXT NOT NULL,
            tenant_key TEXT NOT NULL,
            provider_id TEXT NOT NULL,
            settings TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL,
            PRIMARY KEY (collection, tenant_key, provider_id)
        );
        """

    private static let tenantsSchema = """
        CREATE TABLE tenants (
            tenant_id TEXT PRIMARY KEY,
            display_name TEXT,
            allow_password_signup BOOLEAN NOT NULL,
            enable_email_link_signin BOOLEAN NOT NULL,
            disable_auth BOOLEAN NOT NULL,
            enable_anonymous_user BOOLEAN NOT NULL,
            settings TEXT NOT NULL,
            created_at BIGINT NOT NULL
        );

        ALTER TABLE oob_codes ADD COLUMN tenant_key TEXT NOT NULL DEFAULT '';
        CREATE INDEX oob_codes_by_tenant ON oob_codes (tenant_key);
        """

    /// As SQLite's migration 7: a family's account and absolute expiry indexed once per sign-in in
    /// `refresh_token_families`, not once per rotation on every token; tokens belong to their family
    /// (deleted with it), families to their account.
    private static let refreshFamiliesSchema = """
        CREATE TABLE refresh_token_families (
            family_id TEXT PRIMARY KEY,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            absolute_expiry BIGINT NOT NULL
        );
        CREATE INDEX refresh_token_families_by_account ON refresh_token_families (local_id);
        CREATE INDEX refresh_token_families_by_expiry ON refresh_token_families (absolute_expiry);
        INSERT INTO refresh_token_families (family_id, local_id, absolute_expiry)
            SELECT family_id, min(local_id), max(absolute_expiry) FROM refresh_tokens GROUP BY family_id;

        ALTER TABLE refresh_tokens DROP CONSTRAINT refresh_tokens_local_id_fkey;
        ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_family_id_fkey
            FOREIGN KEY (family_id) REFERENCES refresh_token_families (family_id) ON DELETE CASCADE;
        DROP INDEX refresh_tokens_by_account;
        DROP INDEX refresh_tokens_by_expiry;
        """

    /// As SQLite's migration 8: tokens that carry their family id live in their family's row, rewritten
    /// in place on every rotation.
    private static let familyRowsSchema = """
        ALTER TABLE refresh_token_families
            ADD COLUMN sign_in_provider TEXT, ADD COLUMN auth_time BIGINT, ADD COLUMN created_at BIGINT,
            ADD COLUMN current_hash BYTEA, ADD COLUMN previous_hash BYTEA, ADD COLUMN previous_spent_at BIGINT,
            ADD COLUMN previous_sealed BYTEA, ADD COLUMN revoked_at BIGINT;
        """

    /// As SQLite's migration 12: a queued mail's HTML part, `From:` and `Reply-To:`.
    private static let outboxPartsSchema = """
        ALTER TABLE outbox_messages ADD COLUMN html TEXT, ADD COLUMN sender TEXT, ADD COLUMN reply_to TEXT;
        """
}
