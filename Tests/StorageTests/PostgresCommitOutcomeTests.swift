import Foundation
import PostgresStorage
import Storage
import Testing

/// A connection lost during `COMMIT`: the transaction's fate is looked up, never guessed.
@Suite(
    "PostgreSQL commit outcome",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresCommitOutcomeTests {
    /// A deferred constraint trigger runs inside `COMMIT`; on its first firing it terminates its own
    /// backend (a sequence, which rollbacks do not undo, counts firings). The first attempt's
    /// `COMMIT` therefore loses its connection and aborts; the database must find that out and run
    /// the transaction again, so the row is written exactly once and the caller sees success.
    @Test func aCommitCutOffAndAbortedIsRunAgainExactlyOnce() throws {
        let store = try PostgresTestDatabase.makeStore()
        let database = store.database
        try database.transaction(.readCommitted) { connection in
            try connection.executeScript(
                """
                CREATE TABLE cut_commits (id INTEGER PRIMARY KEY);
                CREATE SEQUENCE cut_commit_firings;
                CREATE FUNCTION cut_first_commit() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF nextval('cut_commit_firings') = 1 THEN
                        PERFORM pg_terminate_backend(pg_backend_pid());
                        PERFORM pg_sleep(5);
                    END IF;
                    RETURN NULL;
                END $$;
                CREATE CONSTRAINT TRIGGER cut_on_commit AFTER INSERT ON cut_commits
                    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cut_first_commit();
                """)
        }
        var runs = 0
        let answer = try database.transaction(.serializable) { connection in
            runs += 1
            try connection.execute("INSERT INTO cut_commits (id) VALUES (1)")
            return "written"
        }
        #expect(answer == "written")
        #expect(runs == 2)
        let (rows, firings) = try database.transaction(.readOnlySnapshot) { connection in
            (
                try connection.queryOne("SELECT count(*) FROM cut_commits") { try $0.int(0) },
                try connection.queryOne("SELECT last_value FROM cut_commit_firings") { try $0.int(0) }
            )
        }
        #expect(rows == 1)
        #expect(firings == 2)
    }
}
