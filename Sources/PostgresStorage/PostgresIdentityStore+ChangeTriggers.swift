extension PostgresIdentityStore {
    private static let channel = PostgresChangeFeed.channel(ofSchema: "TG_TABLE_SCHEMA")

    /// Triggers that announce every committed change a server instance may have cached, on the
    /// schema's channel (`PostgresChangeFeed.channel(ofSchema:)`): `a:<localId>` when an account row or
    /// one of its provider identities changed or went, `*` when a statement changed more than 100
    /// accounts, `k` when signing keys changed. They fire for writes from any client, not only Sesame.
    ///
    /// Statement-level triggers with transition tables (PostgreSQL 10): one statement that touches a
    /// batch of accounts sends one notice per account, and PostgreSQL folds repeats within a
    /// transaction. NOTIFY is transactional: listeners hear of a change only once it committed.
    static let changeNotificationTriggers = """
        CREATE FUNCTION sesame_announce_account_changes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF (SELECT count(*) FROM changed_rows) > 100 THEN
                PERFORM pg_notify(\(channel), '*');
            ELSE
                PERFORM pg_notify(\(channel), 'a:' || local_id)
                FROM (SELECT DISTINCT local_id FROM changed_rows) AS changed;
            END IF;
            RETURN NULL;
        END
        $$;

        CREATE FUNCTION sesame_announce_signing_key_changes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM changed_rows) THEN
                PERFORM pg_notify(\(channel), 'k');
            END IF;
            RETURN NULL;
        END
        $$;

        \(announcing("accounts", events: ["UPDATE", "DELETE"], with: "sesame_announce_account_changes"))
        \(announcing("provider_identities", events: ["INSERT", "UPDATE", "DELETE"], with: "sesame_announce_account_changes"))
        \(announcing("signing_keys", events: ["INSERT", "UPDATE", "DELETE"], with: "sesame_announce_signing_key_changes"))
        """

    /// `c` when the project's configuration changed (migration 10).
    static let projectConfigChangeTrigger = """
        CREATE FUNCTION sesame_announce_project_config_changes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify(\(channel), 'c');
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER project_config_changed_announced AFTER INSERT OR UPDATE OR DELETE ON project_config
            FOR EACH STATEMENT EXECUTE PROCEDURE sesame_announce_project_config_changes();
        """

    /// One statement-level trigger per event (a trigger with a transition table takes one event),
    /// each handing `function` the rows as `changed_rows`: the new rows of an insert, the old ones
    /// otherwise (a row's key never changes).
    private static func announcing(_ table: String, events: [String], with function: String) -> String {
        events.map { event in
            """
            CREATE TRIGGER \(table)_\(event.lowercased())_announced AFTER \(event) ON \(table)
                REFERENCING \(event == "INSERT" ? "NEW" : "OLD") TABLE AS changed_rows
                FOR EACH STATEMENT EXECUTE PROCEDURE \(function)();
            """
        }.joined(separator: "\n")
    }
}
