import Foundation
import Storage
import Testing

@Suite("SQLiteConnection")
struct SQLiteConnectionTests {
    private func open() throws -> (SQLiteConnection, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        return (try SQLiteConnection(path: directory.file("test.sqlite")), directory)
    }

    @Test func opensInWALModeWithFullSyncForeignKeysAndBusyTimeout() throws {
        let (connection, _) = try open()
        #expect(try connection.pragma("journal_mode") == "wal")
        #expect(try connection.pragma("synchronous") == "2")  // FULL
        #expect(try connection.pragma("foreign_keys") == "1")
        #expect(try connection.pragma("busy_timeout") == "5000")
    }

    @Test func bindsAndReadsEveryType() throws {
        let (connection, _) = try open()
        try connection.executeScript("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, f INTEGER, n TEXT)")
        let blob = Data([0, 1, 2, 255])
        try connection.execute(
            "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)",
            [Int64.max, 2.5, "héllo ✓", blob, true, SQLiteValue.null])
        try connection.execute(
            "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)",
            [-1, Double(0), "", [UInt8](), false, Optional<String>.none])
        let rows = try connection.query("SELECT i, r, s, b, f, n FROM t ORDER BY rowid") { row in
            (
                row.int64(0), row.double(1), row.string(2), row.data(3), row.bool(4), row.optionalString(5),
                row.isNull(3), row.value(3)
            )
        }
        #expect(rows.count == 2)
        #expect(rows[0].0 == Int64.max && rows[0].1 == 2.5 && rows[0].2 == "héllo ✓")
        #expect(rows[0].3 == blob && rows[0].4 == true && rows[0].5 == nil)
        #expect(rows[0].7 == .blob(blob))
        // Empty text and an empty blob stay empty values, not NULL.
        #expect(rows[1].0 == -1 && rows[1].2 == "" && rows[1].4 == false)
        #expect(rows[1].3 == Data() && rows[1].6 == false)
    }

    @Test func errorDescriptionNeverContainsBoundValues() throws {
        let (connection, _) = try open()
        try connection.executeScript(
            "CREATE TABLE secrets (id INTEGER PRIMARY KEY, secret TEXT NOT NULL UNIQUE) STRICT")
        let secret = "hunter2-super-secret-password-hash"
        try connection.execute("INSERT INTO secrets (id, secret) VALUES (?, ?)", [1, secret])
        var caught: SQLiteError?
        do {
            try connection.execute("INSERT INTO secrets (id, secret) VALUES (?, ?)", [2, secret])
        } catch {
            caught = error
        }
        let error = try #require(caught)
        #expect(error.isUniquenessViolation)
        #expect(error.message.contains("secrets.secret"))
        #expect(!error.description.contains(secret))
        #expect(!String(reflecting: error).contains(secret))
        // A type error in a STRICT table does not echo the value either.
        let typeError = #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO secrets (id, secret) VALUES (?, ?)", [secret, "x"])
        }
        #expect(typeError?.description.contains(secret) == false)
    }

    @Test func reportsExtendedCodes() throws {
        let (connection, _) = try open()
        try connection.executeScript(
            """
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (parent_id INTEGER REFERENCES parent (id));
            """)
        let error = #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO child VALUES (?)", [42])
        }
        #expect(error?.code == 19)  // SQLITE_CONSTRAINT
        #expect(error?.extendedCode == 787)  // SQLITE_CONSTRAINT_FOREIGNKEY
        #expect(error?.isForeignKeyViolation == true)
        #expect(throws: SQLiteError.self) { try connection.execute("SELECT * FROM missing_table") }
    }

    @Test func transactionCommitsOnReturnAndRollsBackOnThrow() throws {
        struct Abort: Error {}
        let (connection, _) = try open()
        try connection.executeScript("CREATE TABLE t (v INTEGER)")
        try connection.transaction { try $0.execute("INSERT INTO t VALUES (?)", [1]) }
        #expect(throws: Abort.self) {
            try connection.transaction { connection in
                try connection.execute("INSERT INTO t VALUES (?)", [2])
                throw Abort()
            }
        }
        #expect(try connection.query("SELECT v FROM t") { $0.int(0) } == [1])
        #expect(connection.isAutocommit)
    }

    @Test func statementCacheReusesPreparedStatements() throws {
        let (connection, _) = try open()
        try connection.executeScript("CREATE TABLE t (v INTEGER)")
        let before = connection.cachedStatementCount
        for value in 0..<5 { try connection.execute("INSERT INTO t VALUES (?)", [value]) }
        #expect(connection.cachedStatementCount == before + 1)
        #expect(
            try connection.cachedStatement("INSERT INTO t VALUES (?)")
                === connection.cachedStatement("INSERT INTO t VALUES (?)"))
        #expect(try connection.queryOne("SELECT count(*) FROM t") { $0.int(0) } == 5)
    }

    @Test func wrongArgumentCountIsAnError() throws {
        let (connection, _) = try open()
        #expect(throws: SQLiteError.self) { try connection.execute("SELECT ?, ?", [1]) }
    }

    @Test func closedConnectionRefusesWork() throws {
        let (connection, _) = try open()
        try connection.close()
        #expect(throws: SQLiteError.self) { try connection.execute("SELECT 1") }
    }

    @Test func beginFailsWithBusyWhenRetriesAreExhausted() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("busy.sqlite")
        let holder = try SQLiteConnection(path: path)
        try holder.executeScript("CREATE TABLE t (v INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
        let waiter = try SQLiteConnection(
            path: path,
            configuration: .init(
                busyTimeoutMilliseconds: 0,
                beginRetryLimit: 0))
        let error = #expect(throws: SQLiteError.self) {
            try waiter.transaction { try $0.execute("INSERT INTO t VALUES (?)", [2]) }
        }
        #expect(error?.isBusy == true)
        try holder.executeScript("COMMIT")
    }

    @Test func beginIsRetriedUntilAnotherConnectionReleasesTheWriteLock() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("busy.sqlite")
        let holder = try SQLiteConnection(path: path)
        try holder.executeScript("CREATE TABLE t (v INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
        // A zero busy timeout makes every BEGIN IMMEDIATE fail at once while the lock is held, so only
        // the retry loop can get this connection through.
        let waiter = UncheckedBox(
            try SQLiteConnection(
                path: path, configuration: .init(busyTimeoutMilliseconds: 0, beginRetryLimit: 100_000)))
        let outcome = UncheckedBox<Result<Void, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            outcome.value = Result {
                try waiter.value.transaction { try $0.execute("INSERT INTO t VALUES (?)", [2]) }
            }
            finished.signal()
        }.start()
        usleep(50_000)  // gives the waiter time to meet SQLITE_BUSY; the assertions do not depend on it
        try holder.executeScript("COMMIT")
        // A hang guard, not a speed check: a waiter that never gets through fails the test.
        try #require(
            finished.wait(timeout: .now() + 60) == .success, "hang guard: the waiter never committed")
        #expect(throws: Never.self) { try outcome.value?.get() }
        #expect(try holder.query("SELECT v FROM t ORDER BY v") { $0.int(0) } == [1, 2])
    }
}
