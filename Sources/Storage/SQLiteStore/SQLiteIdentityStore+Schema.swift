extension SQLiteIdentityStore {
    public static var knownSchemaVersion: Int { migrator.migrations.map(\.version).max() ?? 0 }

    /// The schema, one migration per version. Append new versions; never edit applied ones.
    static let migrator: Migrator = {
        do {
            return try Migrator([
                Migration(version: 1, name: "accounts", sql: accountsSchema),
                Migration(version: 2, name: "refresh tokens and out-of-band codes", sql: tokensSchema),
                Migration(version: 3, name: "signing keys, rate limits, outbox", sql: operationsSchema),
                Migration(
                    version: 4, name: "e-mail link sign-in, service-account keys, session claims",
                    sql: signInMethodsSchema),
                Migration(
                    version: 5, name: "second factors, verification sessions", sql: verificationSchema),
                Migration(version: 6, name: "tenants", sql: tenantsSchema),
                Migration(version: 7, name: "refresh token families", sql: refreshFamiliesSchema),
                Migration(version: 8, name: "refresh tokens in their family's row", sql: familyRowsSchema),
                Migration(version: 9, name: "project configuration", sql: projectConfigSchema),
                Migration(version: 10, name: "accounts in creation order", sql: creationOrderSchema),
                Migration(version: 11, name: "initial e-mail", sql: initialEmailSchema),
                Migration(version: 12, name: "outbox mail parts", sql: outboxPartsSchema),
                Migration(version: 13, name: "passkeys", sql: passkeysSchema),
                Migration(version: 14, name: "audit log", sql: auditSchema),
                Migration(version: 15, name: "identity-provider configurations", sql: providerConfigsSchema),
                Migration(version: 16, name: "provider screen names", sql: providerScreenNameSchema),
            ])
        } catch {
            fatalError("the schema's migrations are out of order: \(error)")
        }
    }()

    private static let passkeysSchema = """
        ALTER TABLE accounts ADD COLUMN passkeys TEXT;   -- PasskeyCredential.encode, NULL: none

        CREATE TABLE passkey_credentials (
            tenant_key TEXT NOT NULL,
            credential_id TEXT NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            PRIMARY KEY (tenant_key, credential_id)
        ) STRICT;
        CREATE INDEX passkey_credentials_by_account ON passkey_credentials (local_id);
        """

    private static let accountsSchema = """
        CREATE TABLE accounts (
            local_id TEXT PRIMARY KEY NOT NULL,
            tenant_key TEXT NOT NULL,            -- '' when the account has no tenant
            email TEXT,
            email_normalized TEXT,               -- AccountRecord.normalizedEmail(email)
            email_verified INTEGER NOT NULL,
            password_hash TEXT,
            password_updated_at INTEGER,
            display_name TEXT,
            photo_url TEXT,
            phone_number TEXT,
            disabled INTEGER NOT NULL,
            created_at INTEGER NOT NULL,
            last_login_at INTEGER,
            last_refresh_at INTEGER,
            valid_since INTEGER NOT NULL,
            custom_attributes TEXT,
            anonymous INTEGER NOT NULL
        ) STRICT;
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
            PRIMARY KEY (local_id, provider_id)
        ) STRICT;
        CREATE UNIQUE INDEX provider_identities_unique
            ON provider_identities (tenant_key, provider_id, raw_id);
        """

    private static let tokensSchema = """
        CREATE TABLE refresh_tokens (
            token_hash BLOB PRIMARY KEY NOT NULL,
            family_id TEXT NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            sign_in_provider TEXT NOT NULL,
            auth_time INTEGER NOT NULL,
            created_at INTEGER NOT NULL,
            absolute_expiry INTEGER NOT NULL,
            spent_at INTEGER,
            successor_hash BLOB,
            successor_sealed BLOB,
            revoked_at INTEGER
        ) STRICT;
        CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
        CREATE INDEX refresh_tokens_by_account ON refresh_tokens (local_id);
        CREATE INDEX refresh_tokens_by_expiry ON refresh_tokens (absolute_expiry);

        CREATE TABLE oob_codes (
            code_hash BLOB PRIMARY KEY NOT NULL,
            kind TEXT NOT NULL,
            local_id TEXT REFERENCES accounts (local_id) ON DELETE CASCADE,
            email TEXT NOT NULL,
            new_email TEXT,
            created_at INTEGER NOT NULL,
            expires_at INTEGER,
            used_at INTEGER,
            plaintext_code TEXT,                 -- emulator mode only; NULL in production
            link TEXT                            -- emulator mode only
        ) STRICT;
        CREATE INDEX oob_codes_by_account ON oob_codes (local_id);
        """

    private static let operationsSchema = """
        CREATE TABLE signing_keys (
            kid TEXT PRIMARY KEY NOT NULL,
            algorithm TEXT NOT NULL,
            private_key_pem TEXT NOT NULL,
            public_key_pem TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            active_from INTEGER NOT NULL,
            retire_at INTEGER NOT NULL,
            expire_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE rate_limit_windows (
            key TEXT NOT NULL,
            window_start INTEGER NOT NULL,
            window_end INTEGER NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX rate_limit_windows_by_end ON rate_limit_windows (window_end);

        CREATE TABLE outbox_messages (
            id TEXT PRIMARY KEY NOT NULL,
            recipient TEXT NOT NULL,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            sent_at INTEGER
        ) STRICT;
        CREATE INDEX outbox_messages_pending ON outbox_messages (sent_at, created_at, id);
        """

    private static let signInMethodsSchema = """
        ALTER TABLE accounts ADD COLUMN email_link_sign_in INTEGER NOT NULL DEFAULT 0;

        CREATE TABLE service_account_keys (
            key_id TEXT PRIMARY KEY NOT NULL,
            client_email TEXT NOT NULL,
            public_key_pem TEXT NOT NULL,
            created_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX service_account_keys_by_email ON service_account_keys (client_email);

        CREATE TABLE session_claims (
            family_id TEXT PRIMARY KEY NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            claims TEXT NOT NULL,
            expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX session_claims_by_account ON session_claims (local_id);
        CREATE INDEX session_claims_by_expiry ON session_claims (expires_at);
        """

    private static let verificationSchema = """
        ALTER TABLE accounts ADD COLUMN mfa_enrollments TEXT;   -- MultiFactorEnrollment.encode, NULL: none

        CREATE TABLE verification_sessions (
            session_hash BLOB PRIMARY KEY NOT NULL,
            kind TEXT NOT NULL,
            tenant_key TEXT NOT NULL,            -- '' when the session has no tenant
            local_id TEXT REFERENCES accounts (local_id) ON DELETE CASCADE,
            phone_number TEXT,
            code_hash BLOB,
            secret TEXT,
            payload TEXT,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            attempts INTEGER NOT NULL,
            used_at INTEGER,
            plaintext_session TEXT,              -- emulator mode only; NULL in production
            plaintext_code TEXT                  -- emulator mode only
        ) STRICT;
        CREATE INDEX verification_sessions_by_account ON verification_sessions (local_id);
        CREATE INDEX verification_sessions_by_expiry ON verification_sessions (expires_at);
        CREATE INDEX verification_sessions_by_tenant ON verification_sessions (tenant_key, kind);
        """

    /// The project's configuration (`projects/{p}/config`), one row named `project`.
    private static let projectConfigSchema = """
        CREATE TABLE project_config (
            name TEXT PRIMARY KEY NOT NULL,
            settings TEXT NOT NULL,              -- the fields an admin set, a JSON object
            updated_at INTEGER NOT NULL
        ) STRICT;
        """

    /// Identity-provider configurations (`oauthIdpConfigs`, `inboundSamlConfigs`,
    /// `defaultSupportedIdpConfigs`) of the project (`tenant_key` '') and of each tenant.
    private static let providerConfigsSchema = """
        CREATE TABLE provider_configs (
            collection TEXT NOT NULL,
            tenant_key TEXT NOT NULL,            -- '' for the project's own
            provider_id TEXT NOT NULL,
            settings TEXT NOT NULL,              -- the resource's fields, a JSON object
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            PRIMARY KEY (collection, tenant_key, provider_id)
        ) STRICT;
        """

    private static let tenantsSchema = """
        CREATE TABLE tenants (
            tenant_id TEXT PRIMARY KEY NOT NULL,
            display_name TEXT,
            allow_password_signup INTEGER NOT NULL,
            enable_email_link_signin INTEGER NOT NULL,
            disable_auth INTEGER NOT NULL,
            enable_anonymous_user INTEGER NOT NULL,
            settings TEXT NOT NULL,              -- the tenant resource's other fields, a JSON object
            created_at INTEGER NOT NULL
        ) STRICT;

        ALTER TABLE oob_codes ADD COLUMN tenant_key TEXT NOT NULL DEFAULT '';   -- '' when no tenant
        CREATE INDEX oob_codes_by_tenant ON oob_codes (tenant_key);
        """

    /// What belongs to a family rather than to each of its tokens — its account and its absolute
    /// expiry — moves to `refresh_token_families`, indexed there once per sign-in: a rotation no longer
    /// adds an entry to an account index and an expiry index, only to the family index (two random
    /// B-tree pages fewer per exchange). Tokens keep `local_id` and `absolute_expiry` as columns (the
    /// exchange reads them with the token); deleting an account deletes its families and, through them,
    /// their tokens. SQLite cannot change a foreign key in place, so the token table is rebuilt.
    private static let refreshFamiliesSchema = """
        CREATE TABLE refresh_token_families (
            family_id TEXT PRIMARY KEY NOT NULL,
            local_id TEXT NOT NULL REFERENCES accounts (local_id) ON DELETE CASCADE,
            absolute_expiry INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX refresh_token_families_by_account ON refresh_token_families (local_id);
        CREATE INDEX refresh_token_families_by_expiry ON refresh_token_families (absolute_expiry);
        INSERT INTO refresh_token_families (family_id, local_id, absolute_expiry)
            SELECT family_id, min(local_id), max(absolute_expiry) FROM refresh_tokens GROUP BY family_id;

        CREATE TABLE refresh_tokens_by_family_owner (
            token_hash BLOB PRIMARY KEY NOT NULL,
            family_id TEXT NOT NULL REFERENCES refresh_token_families (family_id) ON DELETE CASCADE,
            local_id TEXT NOT NULL,
            sign_in_provider TEXT NOT NULL,
            auth_time INTEGER NOT NULL,
            created_at INTEGER NOT NULL,
            absolute_expiry INTEGER NOT NULL,
            spent_at INTEGER,
            successor_hash BLOB,
            successor_sealed BLOB,
            revoked_at INTEGER
        ) STRICT;
        INSERT INTO refresh_tokens_by_family_owner SELECT
            token_hash, family_id, local_id, sign_in_provider, auth_time, created_at, absolute_expiry,
            spent_at, successor_hash, successor_sealed, revoked_at
            FROM refresh_tokens;
        DROP TABLE refresh_tokens;
        ALTER TABLE refresh_tokens_by_family_owner RENAME TO refresh_tokens;
        CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
        """

    /// Tokens that carry their family id live in their family's row (`RefreshFamilyRow`): the live
    /// token and the one spent before it, rewritten in place on every rotation, so a refresh changes
    /// one row instead of adding a token and its index entries, and a family's storage stops growing
    /// with its refreshes. Families of tokens stored by hash keep these columns NULL.
    private static let familyRowsSchema = """
        ALTER TABLE refresh_token_families ADD COLUMN sign_in_provider TEXT;
        ALTER TABLE refresh_token_families ADD COLUMN auth_time INTEGER;
        ALTER TABLE refresh_token_families ADD COLUMN created_at INTEGER;
        ALTER TABLE refresh_token_families ADD COLUMN current_hash BLOB;
        ALTER TABLE refresh_token_families ADD COLUMN previous_hash BLOB;
        ALTER TABLE refresh_token_families ADD COLUMN previous_spent_at INTEGER;
        ALTER TABLE refresh_token_families ADD COLUMN previous_sealed BLOB;
        ALTER TABLE refresh_token_families ADD COLUMN revoked_at INTEGER;
        """

    /// The address an account had before its first e-mail change (`initialEmail`).
    private static let providerScreenNameSchema = """
        ALTER TABLE provider_identities ADD COLUMN screen_name TEXT;
        """

    private static let initialEmailSchema = """
        ALTER TABLE accounts ADD COLUMN initial_email TEXT;
        """

    /// Pages of accounts newest first (`accounts:query` with `sortBy: CREATED_AT`, the console).
    private static let creationOrderSchema = """
        CREATE INDEX accounts_by_creation ON accounts (tenant_key, created_at, local_id);
        """

    /// A queued mail's HTML part, its `From:` (a display name and address) and `Reply-To:`; NULL for
    /// mail queued before them (sent as text from the configured sender).
    private static let outboxPartsSchema = """
        ALTER TABLE outbox_messages ADD COLUMN html TEXT;
        ALTER TABLE outbox_messages ADD COLUMN sender TEXT;
        ALTER TABLE outbox_messages ADD COLUMN reply_to TEXT;
        """
}
