import Foundation

extension PasswordHashingPool {
    /// The condition-guarded job queue the worker threads drain.
    final class WorkQueue: @unchecked Sendable {
        /// One queued unit of work. Exactly one of `run` (by a worker) or `cancel` (by the awaiting
        /// task's cancellation handler) is called, decided under the queue lock. `run` does the work and
        /// returns the resumption, which the worker calls after updating its counters.
        struct Job: Sendable {
            let id: UInt64
            let run: @Sendable () -> @Sendable () -> Void
            let cancel: @Sendable () -> Void
        }

        // NB: every stored property below is only touched with `condition` locked. The wait queue is
        // bounded by `limit`, so removing from its front is cheap.
        private let condition = NSCondition()
        private let limit: Int
        private var jobs: [Job] = []
        private var runningJobs = 0
        private var lastID: UInt64 = 0
        private var isShutDown = false

        init(limit: Int) {
            self.limit = limit
        }

        var depth: Int {
            condition.withLock { jobs.count }
        }

        var running: Int {
            condition.withLock { runningJobs }
        }

        /// Returns a fresh job identifier.
        func makeJobID() -> UInt64 {
            condition.withLock {
                lastID += 1
                return lastID
            }
        }

        /// Appends `job`, or returns why it was refused.
        func enqueue(_ job: Job) -> PasswordHashingPoolError? {
            condition.withLock {
                if isShutDown { return .shutDown }
                if jobs.count >= limit { return .overloaded(queueLimit: limit) }
                jobs.append(job)
                condition.signal()
                return nil
            }
        }

        /// Removes the job `id` if it is still waiting and calls its `cancel`; a job already running
        /// (or finished) is left alone.
        func cancel(jobID id: UInt64) {
            let removed: Job? = condition.withLock {
                guard let index = jobs.firstIndex(where: { $0.id == id }) else { return nil }
                return jobs.remove(at: index)
            }
            removed?.cancel()
        }

        func shutdown() {
            condition.withLock {
                isShutDown = true
                condition.broadcast()
            }
        }

        /// Marks the calling thread as a pool thread (see `isCurrentThreadPoolThread`).
        private static let poolThreadKey: pthread_key_t = {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
            return key
        }()

        /// Whether the calling thread is a worker thread of some `PasswordHashingPool`.
        static var isCurrentThreadPoolThread: Bool {
            pthread_getspecific(poolThreadKey) != nil
        }

        /// The body of each worker thread: run jobs until shut down and drained.
        func runWorker() {
            pthread_setspecific(Self.poolThreadKey, Unmanaged.passUnretained(self).toOpaque())
            while let job = nextJob() {
                let resume = job.run()
                condition.withLock { runningJobs -= 1 }
                resume()
            }
        }

        private func nextJob() -> Job? {
            condition.withLock {
                while jobs.isEmpty && !isShutDown {
                    condition.wait()
                }
                guard !jobs.isEmpty else { return nil }
                runningJobs += 1
                return jobs.removeFirst()
            }
        }
    }
}
