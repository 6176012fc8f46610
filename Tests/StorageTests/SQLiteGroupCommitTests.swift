import Foundation
import Synchronization
import Testing

@testable import Storage

/// Group commit: concurrent writes share one transaction, each in its own savepoint, and each caller
/// is answered only after the shared commit.
@Suite("SQLite group commit")
struct SQLiteGroupCommitTests {
    private struct Refusal: Error, Equatable {}

    /// A writer connection with a table `t(id, name UNIQUE)`, a lock the test can hold, and a committer.
    private struct Fixture {
        let directory: TemporaryDirectory
        let writer: SQLiteConnection
        let lock = NSLock()
        let committer: SQLiteGroupCommitter

        init() throws {
            directory = try TemporaryDirectory()
            writer = try SQLiteConnection(path: directory.file("batch.sqlite"))
            try writer.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
            committer = SQLiteGroupCommitter(writer: writer, writerLock: lock, maximumBatchSize: 64)
        }

        /// The ids committed, read through a connection of its own.
        func committedIds() throws -> [Int64] {
            let reader = try SQLiteConnection(path: directory.file("batch.sqlite"))
            defer { try? reader.close() }
            return try reader.query("SELECT id FROM t ORDER BY id") { $0.int64(0) }
        }

        /// Submits one member per body while the writer lock is held, so they queue up and commit in
        /// at most two batches (the committer may take the first before the rest arrive), then waits for
        /// every answer and returns them in submission order.
        func runQueued(_ bodies: [(SQLiteConnection) throws -> Void]) -> [(any Error)?] {
            let outcomes = Mutex<[Int: (any Error)?]>([:])
            let done = DispatchGroup()
            lock.lock()
            for (index, body) in bodies.enumerated() {
                done.enter()
                committer.submit(
                    SQLiteGroupCommitter.Member(
                        run: body,
                        complete: { error in
                            outcomes.withLock { $0[index] = .some(error) }
                            done.leave()
                        }))
            }
            lock.unlock()
            done.wait()
            return outcomes.withLock { outcomes in bodies.indices.map { outcomes[$0]! } }
        }
    }

    @Test func aFailingMemberRollsBackAloneAndTheOthersCommit() throws {
        let fixture = try Fixture()
        let bodies: [(SQLiteConnection) throws -> Void] = (0..<10).map { index in
            { connection in
                let name = index == 6 ? "n5" : "n\(index)"  // 6 breaks the UNIQUE constraint
                try connection.execute("INSERT INTO t (id, name) VALUES (?, ?)", [Int64(index), name])
                if index == 3 { throw Refusal() }  // 3 inserts, then fails
            }
        }
        let outcomes = fixture.runQueued(bodies)
        #expect(outcomes[3] as? Refusal == Refusal())
        #expect((outcomes[6] as? SQLiteError)?.isUniquenessViolation == true)
        for index in [0, 1, 2, 4, 5, 7, 8, 9] { #expect(outcomes[index] == nil) }
        #expect(try fixture.committedIds() == [0, 1, 2, 4, 5, 7, 8, 9])
        let counts = fixture.committer.counts
        #expect(counts.members == 10)
        #expect(counts.batches <= 2)
    }

    @Test func losingTheTransactionFailsEveryMemberAndWritesNothing() throws {
        let fixture = try Fixture()
        let bodies: [(SQLiteConnection) throws -> Void] = (0..<6).map { index in
            { connection in
                try connection.execute("INSERT INTO t (id, name) VALUES (?, ?)", [Int64(index), "n\(index)"])
                // A member that ends the shared transaction takes the whole batch down with it.
                if index >= 1 { try connection.execute("ROLLBACK") }
            }
        }
        let outcomes = fixture.runQueued(bodies)
        // Member 0 may have committed alone in a first batch; every later one shared the lost one.
        #expect(outcomes[1...].allSatisfy { $0 != nil })
        let committed = try fixture.committedIds()
        #expect(committed == (outcomes[0] == nil ? [0] : []))
        // The writer is usable afterwards.
        #expect(
            fixture.runQueued([{ try $0.execute("INSERT INTO t (id, name) VALUES (9, 'n9')") }])[0] == nil)
        #expect(try fixture.committedIds().last == 9)
    }

    @Test func closingRefusesNewWrites() throws {
        let fixture = try Fixture()
        fixture.committer.close()
        let outcome = fixture.runQueued([{ try $0.execute("INSERT INTO t (id, name) VALUES (1, 'a')") }])[0]
        #expect((outcome as? SQLiteError)?.message == "database is closed")
        #expect(try fixture.committedIds() == [])
    }

    @Test func concurrentExchangesAreDurableAcrossReopening() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("identity.sqlite")
        let store = try SQLiteIdentityStore(path: path)
        let count = 40
        for index in 0..<count {
            try store.createAccount(Sample.account("u\(index)", email: "user\(index)@example.com"))
            try store.insertRefreshToken(
                Sample.refreshToken("a\(index)", localId: "u\(index)", familyId: "f\(index)"))
        }
        let rotated = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<count {
                group.addTask {
                    let result = try await store.exchangeRefreshToken(
                        hash: Sample.hash("a\(index)"), now: Sample.now + 1, graceSeconds: 30,
                        successor: Sample.successor("b\(index)"))
                    if case .rotated = result { return true }
                    return false
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(rotated == count)
        #expect(store.database.writeBatchCounts.members == count)
        try store.close()
        let reopened = try SQLiteIdentityStore(path: path)
        for index in 0..<count {
            #expect(try reopened.refreshToken(hash: Sample.hash("b\(index)"))?.familyId == "f\(index)")
            #expect(try reopened.refreshToken(hash: Sample.hash("a\(index)"))?.spentAt == Sample.now + 1)
            #expect(try reopened.account(localId: "u\(index)")?.lastRefreshAt == Sample.now + 1)
        }
        try reopened.close()
    }
}
