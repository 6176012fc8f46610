import Foundation

extension PasswordHashingPool {
    /// The condition-guarded job queue the worker threads drain.
    final class WorkQueue: @unchecked Sendable {
        typealias Job = @Sendable () -> Void

        // NB: every stored property below is only touched with `condition` locked.
        private let condition = NSCondition()
        private let limit: Int
        private var jobs: [Job] = []
        private var head = 0
        private var runningJobs = 0
        private var isShutDown = false

        init(limit: Int) {
            self.limit = limit
        }

        var depth: Int {
            condition.withLock { jobs.count - head }
        }

        var running: Int {
            condition.withLock { runningJobs }
        }

        /// Appends `job`, or returns why it was refused.
        func enqueue(_ job: @escaping Job) -> PasswordHashingPoolError? {
            condition.withLock {
                if isShutDown { return .shutDown }
                if jobs.count - head >= limit { return .overloaded(queueLimit: limit) }
                jobs.append(job)
                condition.signal()
                return nil
            }
        }

        func shutdown() {
            condition.withLock {
                isShutDown = true
                condition.broadcast()
            }
        }

        /// The body of each worker thread: run jobs until shut down and drained.
        func runWorker() {
            while let job = nextJob() {
                job()
                condition.withLock { runningJobs -= 1 }
            }
        }

        private func nextJob() -> Job? {
            condition.withLock {
                while head == jobs.count && !isShutDown {
                    condition.wait()
                }
                guard head < jobs.count else { return nil }
                let job = jobs[head]
                head += 1
                if head > 64 && head * 2 > jobs.count {
                    jobs.removeFirst(head)
                    head = 0
                }
                runningJobs += 1
                return job
            }
        }
    }
}
