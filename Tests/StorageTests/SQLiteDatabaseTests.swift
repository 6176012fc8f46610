import Foundation
import Storage
import Testing

@Suite("SQLiteDatabase")
struct SQLiteDatabaseTests {
    @Test func readsSeeCommittedDataAndDoNotWaitForAnOpenWrite() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.file("db.sqlite"))
        try database.write { try $0.executeScript("CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1);") }
        let readDone = DispatchSemaphore(value: 0)
        let readValues = UncheckedBox<[Int]>([])
        let readerFinishedWhileWriteOpen = try database.write { connection -> Bool in
            try connection.execute("INSERT INTO t VALUES (?)", [2])
            Thread {
                readValues.value =
                    (try? database.read { try $0.query("SELECT v FROM t ORDER BY v") { $0.int(0) } })
                    ?? [-1]
                readDone.signal()
            }.start()
            // A generous deadlock guard, not a speed check: a read blocked behind this write
            // would never finish.
            return readDone.wait(timeout: .now() + 30) == .success
        }
        #expect(readerFinishedWhileWriteOpen)
        // The read saw the last committed snapshot, not the open write.
        #expect(readValues.value == [1])
        #expect(try database.read { try $0.query("SELECT v FROM t ORDER BY v") { $0.int(0) } } == [1, 2])
    }

    @Test func readerConnectionsRefuseWrites() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.file("db.sqlite"))
        try database.write { try $0.executeScript("CREATE TABLE t (v INTEGER)") }
        #expect(throws: SQLiteError.self) {
            try database.read { try $0.execute("INSERT INTO t VALUES (?)", [1]) }
        }
    }

    @Test func manyThreadsReadAndWriteConsistently() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(
            path: directory.file("db.sqlite"),
            configuration: .init(maximumReaderCount: 2))
        try database.write {
            try $0.executeScript("CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0);")
        }
        let results = concurrently(12) { index in
            if index.isMultiple(of: 2) {
                try database.write { connection in
                    let n = try connection.queryOne("SELECT n FROM counter") { $0.int(0) } ?? 0
                    try connection.execute("UPDATE counter SET n = ?", [n + 1])
                }
            } else {
                _ = try database.read { try $0.queryOne("SELECT n FROM counter") { $0.int(0) } }
            }
        }
        for result in results { #expect(throws: Never.self) { try result.get() } }
        #expect(try database.read { try $0.queryOne("SELECT n FROM counter") { $0.int(0) } } == 6)
    }
}
