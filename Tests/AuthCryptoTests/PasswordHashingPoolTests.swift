import Dispatch
import Foundation
import Testing

@testable import AuthCrypto

struct PasswordHashingPoolTests {
    let cheap = Argon2idHasher(
        parameters: Argon2Parameters(memoryKiB: 1024, iterations: 1, parallelism: 1))

    @Test func hashesAndVerifiesConcurrentlyOnPoolThreads() async throws {
        let pool = PasswordHashingPool(threads: 2, queueLimit: 16, hasher: cheap)
        defer { pool.shutdown() }
        let results = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for index in 0..<8 {
                group.addTask { ("pw\(index)", try await pool.hash(password: "pw\(index)")) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (password, encoded) in results {
            #expect(try await pool.verify(password: password, against: encoded))
            #expect(try await !pool.verify(password: password + "x", against: encoded))
        }
        #expect(try await pool.run { PasswordHashingPool.isCurrentThreadPoolThread })
        #expect(!PasswordHashingPool.isCurrentThreadPoolThread)
    }

    @Test func twoThreadsRunTwoJobsAtTheSameTime() async throws {
        let pool = PasswordHashingPool(threads: 2, queueLimit: 4, hasher: cheap)
        defer { pool.shutdown() }
        let firstArrived = DispatchSemaphore(value: 0)
        let secondArrived = DispatchSemaphore(value: 0)
        // Each job waits for the other; with only one thread the wait would time out and return false.
        async let first = pool.run { () -> Bool in
            firstArrived.signal()
            return secondArrived.wait(timeout: .now() + 10) == .success
        }
        async let second = pool.run { () -> Bool in
            secondArrived.signal()
            return firstArrived.wait(timeout: .now() + 10) == .success
        }
        let (firstSawSecond, secondSawFirst) = try await (first, second)
        #expect(firstSawSecond && secondSawFirst)
    }

    @Test func rejectsWorkWhenQueueIsFullAndReportsDepth() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 1, hasher: cheap)
        defer { pool.shutdown() }
        let release = DispatchSemaphore(value: 0)
        let blocker = Task { try await pool.run { release.wait() } }
        try await yieldUntil("the blocker to run") { pool.runningCount >= 1 }
        let queued = Task { try await pool.hash(password: "queued") }
        try await yieldUntil("a queued job") { pool.queueDepth >= 1 }
        #expect(pool.queueDepth == 1)

        await #expect(throws: PasswordHashingPoolError.overloaded(queueLimit: 1)) {
            try await pool.hash(password: "refused")
        }
        await #expect(throws: PasswordHashingPoolError.overloaded(queueLimit: 1)) {
            try await pool.dummyVerify()
        }

        release.signal()
        try await blocker.value
        let encoded = try await queued.value
        #expect(try cheap.verify(password: "queued", against: encoded))
        #expect(pool.queueDepth == 0)
    }

    @Test func refusesWorkAfterShutdownAndPropagatesErrors() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 2, hasher: cheap)
        await #expect(throws: PasswordHashError.unrecognizedFormat) {
            try await pool.verify(password: "pw", against: "plaintext")
        }
        await #expect(throws: PasswordHashError.malformedHash(scheme: .argon2id)) {
            try await pool.verify(password: "pw", against: "$argon2id$broken")
        }
        pool.shutdown()
        await #expect(throws: PasswordHashingPoolError.shutDown) { try await pool.hash(password: "late") }
    }

    @Test func dummyVerifyRunsAHashOnThePool() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 1, hasher: cheap)
        defer { pool.shutdown() }
        try await pool.dummyVerify()
        #expect(pool.queueDepth == 0 && pool.runningCount == 0)
    }
}

extension PasswordHashingPoolTests {
    @Test func cancellingAWaitingTaskDropsItsJob() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 4, hasher: cheap)
        defer { pool.shutdown() }
        let release = DispatchSemaphore(value: 0)
        let blocker = Task { try await pool.run { release.wait() } }
        try await yieldUntil("the blocker to run") { pool.runningCount >= 1 }
        let ran = Box()
        let waiting = Task { try await pool.run { ran.mark() } }
        try await yieldUntil("a queued job") { pool.queueDepth >= 1 }

        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(pool.queueDepth == 0)
        release.signal()
        try await blocker.value
        try await pool.run {}  // the worker has drained everything queued before this
        #expect(!ran.isMarked)
    }
}

/// A thread-safe flag for jobs to report that they ran.
private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var marked = false

    func mark() { lock.withLock { marked = true } }
    var isMarked: Bool { lock.withLock { marked } }
}
