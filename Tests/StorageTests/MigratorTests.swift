import Foundation
import Storage
import Testing

@Suite("Migrator")
struct MigratorTests {
    private static func migrations(extra: Bool = false) -> [Migration] {
        var list = [
            Migration(version: 1, name: "create", sql: "CREATE TABLE t (v INTEGER)"),
            Migration(version: 2, name: "seed", sql: "INSERT INTO t VALUES (1)"),
        ]
        if extra { list.append(Migration(version: 5, name: "more", sql: "INSERT INTO t VALUES (5)")) }
        return list
    }

    @Test func appliesEachMigrationOnceAcrossReopen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let first = try SQLiteConnection(path: path)
        #expect(try Migrator(Self.migrations()).migrate(first) == [1, 2])
        #expect(try Migrator(Self.migrations()).migrate(first) == [])
        try first.close()

        let second = try SQLiteConnection(path: path)
        #expect(try Migrator(Self.migrations(extra: true)).migrate(second) == [5])
        #expect(try Migrator(Self.migrations(extra: true)).appliedVersions(second) == [1, 2, 5])
        #expect(try second.query("SELECT v FROM t ORDER BY v") { $0.int(0) } == [1, 5])
    }

    @Test func failedMigrationLeavesNoTrace() throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("m.sqlite"))
        let migrator = try Migrator([
            Migration(version: 1, name: "create", sql: "CREATE TABLE t (v INTEGER)"),
            Migration(
                version: 2, name: "broken", sql: "INSERT INTO t VALUES (2); INSERT INTO nowhere VALUES (1);"),
        ])
        #expect(throws: SQLiteError.self) { try migrator.migrate(connection) }
        #expect(try migrator.appliedVersions(connection) == [1])
        #expect(try connection.query("SELECT v FROM t") { $0.int(0) } == [])
    }

    @Test func refusesOutOfOrderVersionsAndUnknownAppliedVersions() throws {
        #expect(throws: Migrator.Failure.invalidOrder(version: 1)) {
            try Migrator([
                Migration(version: 2, name: "b", sql: ""), Migration(version: 1, name: "a", sql: ""),
            ])
        }
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("m.sqlite"))
        try Migrator(Self.migrations(extra: true)).migrate(connection)
        #expect(throws: Migrator.Failure.unknownVersion(5)) {
            try Migrator(Self.migrations()).migrate(connection)
        }
    }

    @Test func concurrentMigratorsOnOneFileApplyEachStepOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let results = concurrently(4) { _ in
            let connection = try SQLiteConnection(path: path)
            return try Migrator(Self.migrations()).migrate(connection)
        }
        let applied = try results.flatMap { try $0.get() }
        #expect(applied.sorted() == [1, 2])
        let check = try SQLiteConnection(path: path)
        #expect(try check.query("SELECT v FROM t") { $0.int(0) } == [1])
    }
}
