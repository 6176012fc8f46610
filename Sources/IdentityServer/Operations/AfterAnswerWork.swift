import Dispatch

/// Work a request starts and its answer does not wait for — minting, storing and mailing an
/// out-of-band code once `sendOobCode` has answered — so that the answer costs the same whether or not
/// the address has an account (no timing oracle).
///
/// One serial queue per server: jobs run one at a time, in the order they were queued. A job that
/// fails is logged (the client has its answer already; the message names the job, never a code or an
/// address). ``drain()`` waits for every job queued before it: the server drains when it stops, after
/// the last request and before the store closes, and a read that must see the mail (the emulator's
/// code list) drains first.
final class AfterAnswerWork: Sendable {
    private let queue = DispatchQueue(label: "sesame.after-answer")
    private let logger: ServerLogger

    init(logger: ServerLogger) {
        self.logger = logger
    }

    /// Runs `job` after the jobs queued before it.
    func enqueue(_ name: String, _ job: @escaping @Sendable () throws -> Void) {
        queue.async { [logger] in
            do {
                try job()
            } catch {
                logger.error(
                    "work after the answer failed", ["work": .string(name), "error": .string("\(error)")])
            }
        }
    }

    /// Returns once every job queued before the call has run.
    func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { continuation.resume() }
        }
    }
}
