import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long a test waits for a child process before it gives up: a hang guard, not a speed check.
///
/// A wait that passes its deadline throws ``DeadlineExceeded`` naming what the test waited for, so a hung
/// child fails its test with that message instead of stalling the whole run; the test kills the child
/// (``ChildProcess/kill()`` or ``waitForExit(of:)``, which kills it itself).
struct Deadline {
    /// Far more than the smoke executable needs, even on a loaded machine.
    static let defaultLimit: Duration = .seconds(30)
    /// How long a child killed with SIGKILL gets to end (the signal cannot be caught).
    static let killLimit: Duration = .seconds(10)

    /// What the test waits for, as the failure message names it.
    let purpose: String
    let limit: Duration
    private let end: ContinuousClock.Instant

    init(_ limit: Duration = defaultLimit, for purpose: String) {
        self.purpose = purpose
        self.limit = limit
        end = .now + limit
    }

    var hasPassed: Bool { ContinuousClock.now >= end }

    /// The error of a wait that passed this deadline.
    var exceeded: DeadlineExceeded { DeadlineExceeded(purpose: purpose, limit: limit) }

    /// The time left in milliseconds for poll(2): 0 once passed, at most `cap`.
    func remainingMilliseconds(cap: Int32 = .max) -> Int32 {
        let left = end - ContinuousClock.now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: min(milliseconds, Int64(cap)))
    }

    /// Blocks until `fileDescriptor` has input or its end of file; throws once the deadline passes (also
    /// while input keeps coming: a reader whose line never arrives stops here).
    func waitForInput(on fileDescriptor: Int32) throws {
        while true {
            if hasPassed { throw exceeded }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remainingMilliseconds())
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { return }  // the read that follows reports the error
        }
    }

    /// Blocks until the child `pid` has ended, without reaping it (the caller reaps, or Foundation's
    /// `Process` does). Once the deadline passes, kills the child with SIGKILL and throws.
    func waitForExit(of pid: pid_t) throws {
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var info = siginfo_t()
            // WNOWAIT leaves the child a zombie, so its pid cannot be reused before it is killed below.
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
            ended.signal()
        }
        if ended.wait(timeout: dispatchTime(after: remainingDuration)) == .success { return }
        kill(pid, SIGKILL)
        _ = ended.wait(timeout: dispatchTime(after: Self.killLimit))
        throw exceeded
    }

    private var remainingDuration: Duration { max(end - ContinuousClock.now, .zero) }

    private func dispatchTime(after duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
