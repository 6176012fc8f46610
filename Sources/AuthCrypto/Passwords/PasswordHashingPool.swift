import Foundation

/// A fixed set of dedicated threads for password hashing, with a bounded wait queue.
///
/// Argon2id deliberately burns ~20 MiB and tens of milliseconds per call. Running it on HTTP threads or
/// the Swift cooperative pool would stall unrelated work, so every hash and verify runs here and the
/// awaiting task is resumed when it finishes. When `queueLimit` jobs are already waiting, new work is
/// refused with `PasswordHashingPoolError.overloaded` instead of queueing without bound.
public final class PasswordHashingPool: Sendable {
    /// The hasher used for new hashes and for `dummyVerify()`.
    public let hasher: Argon2idHasher
    /// The number of worker threads.
    public let threadCount: Int
    /// The maximum number of jobs waiting for a thread.
    public let queueLimit: Int

    private let queue: WorkQueue

    /// The prefix of worker thread names (`pw-hash-0`, …), for debuggers and `top -H`. Best effort:
    /// Foundation on Linux did not always report it back in tests, so code that must know whether it runs
    /// on the pool uses `isCurrentThreadPoolThread` instead.
    public static let threadNamePrefix = "pw-hash-"

    /// Starts `threads` worker threads.
    ///
    /// - Parameters:
    ///   - threads: Worker threads; about the number of cores given to hashing.
    ///   - queueLimit: Jobs allowed to wait for a free thread before work is refused.
    ///   - hasher: The argon2id configuration for new hashes.
    public init(threads: Int = 2, queueLimit: Int = 64, hasher: Argon2idHasher = Argon2idHasher()) {
        precondition(threads > 0 && queueLimit >= 0, "a pool needs a thread and a non-negative queue limit")
        self.hasher = hasher
        self.threadCount = threads
        self.queueLimit = queueLimit
        self.queue = WorkQueue(limit: queueLimit)
        for index in 0..<threads {
            let queue = self.queue
            let name = "\(Self.threadNamePrefix)\(index)"
            // NB: on Linux the name must be set from inside the thread and fit pthread's 15 characters.
            let thread = Thread {
                Thread.current.name = name
                queue.runWorker()
            }
            thread.start()
        }
    }

    deinit {
        queue.shutdown()
    }

    /// Whether the calling thread is a worker thread of a password hashing pool.
    public static var isCurrentThreadPoolThread: Bool { WorkQueue.isCurrentThreadPoolThread }

    /// The number of jobs waiting for a thread (for metrics).
    public var queueDepth: Int { queue.depth }

    /// The number of jobs currently running on a worker thread (for metrics).
    public var runningCount: Int { queue.running }

    /// Returns a new argon2id PHC string for `password`, computed on a pool thread.
    public func hash(password: String) async throws -> String {
        let hasher = self.hasher
        return try await run { try hasher.hash(password: password) }
    }

    /// Returns whether `password` matches `stored`, computed on a pool thread.
    public func verify(password: String, against stored: PasswordHash) async throws -> Bool {
        try await run { try stored.verify(password: password) }
    }

    /// Returns whether `password` matches the self-describing hash `encoded` (argon2id or bcrypt).
    public func verify(password: String, against encoded: String) async throws -> Bool {
        let stored = try PasswordHash(encoded: encoded)
        return try await verify(password: password, against: stored)
    }

    /// Spends as long as verifying a password against one of `hasher`'s hashes, then returns.
    ///
    /// Call it when the account does not exist, so unknown and known e-mail addresses take the same time.
    public func dummyVerify() async throws {
        let hasher = self.hasher
        try await run {
            let salt = try SecureRandom.bytes(count: hasher.saltByteCount)
            let password = try SecureRandom.bytes(count: 16)
            let stored = Argon2EncodedHash(
                parameters: hasher.parameters, salt: salt,
                hash: try SecureRandom.bytes(count: hasher.hashByteCount))
            _ = try Argon2idHasher.rawHash(
                password: password, salt: stored.salt, parameters: stored.parameters,
                version: stored.version, byteCount: stored.hash.count)
        }
    }

    /// Runs `work` on a pool thread and returns its result.
    ///
    /// If the awaiting task is cancelled while the job still waits in the queue, the job is dropped and
    /// `CancellationError` is thrown; a job that has started runs to completion.
    /// - Throws: `PasswordHashingPoolError.overloaded` when the wait queue is full, `.shutDown` after
    ///   `shutdown()`, `CancellationError`, or whatever `work` throws.
    public func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result
    {
        try Task.checkCancellation()
        let queue = self.queue
        let id = queue.makeJobID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let job = WorkQueue.Job(
                    id: id,
                    run: {
                        let result = Swift.Result { try work() }
                        return { continuation.resume(with: result) }
                    },
                    cancel: { continuation.resume(throwing: CancellationError()) })
                if let refusal = queue.enqueue(job) {
                    continuation.resume(throwing: refusal)
                }
            }
        } onCancel: {
            queue.cancel(jobID: id)
        }
    }

    /// Stops accepting work; queued jobs still finish, then the threads exit.
    public func shutdown() {
        queue.shutdown()
    }
}
