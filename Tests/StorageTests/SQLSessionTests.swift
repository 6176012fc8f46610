import Foundation
import PostgresStorage
import Storage
import Testing

/// The shared store SQL (`$n` placeholders) runs the same on both engines.
@Suite("SQLSession (both engines)")
struct SQLSessionTests {
    /// Placeholders out of order and used twice, every argument type, a typed NULL, changed-row counts.
    private func exercise<Session: SQLSession>(_ session: Session) throws {
        try session.run("CREATE TABLE session_probe (t TEXT, i BIGINT, b BOOLEAN, d BYTEA, n TEXT)")
        let changed = try session.run(
            "INSERT INTO session_probe VALUES ($2, $1, $3, $4, $5), ($2, $1 + 1, NOT $3, $4, $2)",
            [Int64(41), "dollar $1 text", true, Data([0, 255]), String?.none])
        #expect(changed == 2)
        let rows = try session.rows(
            "SELECT t, i, b, d, n FROM session_probe WHERE i >= $1 ORDER BY i", [Int64(41)]
        ) { row in
            (try row.string(0), try row.int64(1), try row.bool(2), try row.data(3), row.optionalString(4))
        }
        #expect(rows.count == 2)
        #expect(rows.first?.0 == "dollar $1 text" && rows.first?.1 == 41 && rows.first?.2 == true)
        #expect(rows.first?.3 == Data([0, 255]) && rows.first?.4 == nil)
        #expect(rows.last?.1 == 42 && rows.last?.2 == false && rows.last?.4 == "dollar $1 text")
        #expect(try session.exists("SELECT 1 FROM session_probe WHERE $1 IS NULL", [String?.none]))
        #expect(try !session.exists("SELECT 1 FROM session_probe WHERE i = $1", [Int64(7)]))
        #expect(try session.run("DELETE FROM session_probe WHERE i = $1", [Int64(42)]) == 1)
    }

    /// Twelve placeholders (two-digit ones among them) used out of order, a `$` that starts no
    /// placeholder, and text after multi-byte characters: the rewritten SQL binds every value to its
    /// own number on both engines.
    private func exerciseManyPlaceholders<Session: SQLSession>(_ session: Session) throws {
        let values = (1...12).map { "v\($0)é" }
        let selected = try session.firstRow(
            "SELECT $12 || '|' || $1 || '|' || $10 || '|' || $2 || '|' || $11 || '|US$ ü' || $3 "
                + "|| $4 || $5 || $6 || $7 || $8 || $9",
            values
        ) { try $0.string(0) }
        #expect(selected == "v12é|v1é|v10é|v2é|v11é|US$ üv3év4év5év6év7év8év9é")
    }

    @Test func sqliteKeepsTwoDigitPlaceholdersApart() throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("many.sqlite"))
        try exerciseManyPlaceholders(connection)
    }

    @Test(.enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
    func postgresKeepsTwoDigitPlaceholdersApart() throws {
        let store = try PostgresTestDatabase.makeStore()
        try store.read { try exerciseManyPlaceholders($0) }
    }

    @Test func sqliteRewritesPlaceholdersToNumberedOnes() throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("session.sqlite"))
        try exercise(connection)
    }

    @Test(.enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
    func postgresRunsTheSameText() throws {
        let store = try PostgresTestDatabase.makeStore()
        try store.write { try exercise($0) }
    }
}
