import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process a test starts, every wait on which has a deadline: once one passes, the child is
/// killed with SIGKILL and the wait throws ``DeadlineExceeded`` naming what the test waited for.
///
/// The limits are hang guards, never speed checks (a minute by default): a hung child fails its test
/// instead of the whole run. A child still running when its `TestProcess` goes away is killed too.
// NB: unchecked because Foundation's Process is not Sendable; it is configured before `init` and only
// signalled and waited for afterwards.
public final class TestProcess: @unchecked Sendable {
    /// The default limit of a wait.
    public static let defaultLimit: Duration = .seconds(60)
    /// How long a child killed with SIGKILL gets to end (the signal cannot be caught).
    static let killLimit: Duration = .seconds(10)

    /// The child (already running).
    public let process: Process
    /// Signalled once the child ended, and left signalled.
    private let ended = DispatchSemaphore(value: 0)

    /// Starts `process`, configured but not yet run (this sets its `terminationHandler`).
    public init(starting process: Process) throws {
        self.process = process
        let ended = ended
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
    }

    deinit {
        if process.isRunning { send(SIGKILL, to: process.processIdentifier) }
    }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for the child to end; returns its `terminationStatus` (the exit status, or the signal's
    /// number when `process.terminationReason` is `.uncaughtSignal`). Once `limit` passes, kills the child
    /// and throws.
    @discardableResult
    public func waitForExit(within limit: Duration = defaultLimit, waitingFor purpose: String) throws -> Int32
    {
        guard wait(until: .after(limit)) else {
            kill()
            throw DeadlineExceeded(purpose: purpose, limit: limit)
        }
        return process.terminationStatus
    }

    /// ``waitForExit(within:waitingFor:)`` on a Dispatch thread, so that the cooperative pool (where
    /// in-process servers do their work) stays free while the test waits.
    @discardableResult
    public func exited(within limit: Duration = defaultLimit, waitingFor purpose: String) async throws
        -> Int32
    {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try self.waitForExit(within: limit, waitingFor: purpose) })
            }
        }
    }

    /// Kills the child with SIGKILL unless it has ended, and waits (at most 10 s) until it has.
    public func kill() {
        if process.isRunning { send(SIGKILL, to: process.processIdentifier) }
        _ = wait(until: .after(Self.killLimit))
    }

    /// The first line `handle` (a pipe the child writes) delivers, without its newline, or what came
    /// before its end of file. Once `limit` passes without a whole line, kills the child and throws.
    public func firstLine(
        of handle: FileHandle, within limit: Duration = defaultLimit, waitingFor purpose: String
    ) throws -> String {
        let deadline = ContinuousClock.now + limit
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(UInt8(ascii: "\n")) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                kill()
                throw DeadlineExceeded(purpose: purpose, limit: limit)
            }
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left.pollMilliseconds)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            if ready < 0 { break }
            let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// How a child that ran to its end ended, and what it wrote.
    public struct Outcome: Sendable {
        public let status: Int32
        public let reason: Process.TerminationReason
        public let output: Data
        public let errors: Data
    }

    /// Runs `process` (configured but not started; this gives it pipes for standard input, output and
    /// error) to its end with `input` on standard input, reading both outputs at once so that neither
    /// pipe fills up. Once `limit` passes before the child ended and closed both outputs, kills it and
    /// throws with what it wrote to standard error.
    ///
    /// `input` is written before the child's output is awaited, so it should fit a pipe (64 KiB).
    public static func run(
        _ process: Process, input: Data? = nil, within limit: Duration = defaultLimit,
        waitingFor purpose: String
    ) throws -> Outcome {
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let child = try TestProcess(starting: process)
        let deadline = DispatchTime.after(limit)
        let output = PipeCollector(outputPipe.fileHandleForReading)
        let errors = PipeCollector(errorPipe.fileHandleForReading)
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        guard child.wait(until: deadline), let outputData = output.wait(until: deadline),
            let errorData = errors.wait(until: deadline)
        else {
            child.kill()
            let written = errors.wait(until: .after(killLimit)) ?? Data()
            throw DeadlineExceeded(
                purpose: purpose, limit: limit, errors: String(decoding: written, as: UTF8.self))
        }
        return Outcome(
            status: process.terminationStatus, reason: process.terminationReason, output: outputData,
            errors: errorData)
    }

    /// True once the child ended before `deadline`.
    private func wait(until deadline: DispatchTime) -> Bool {
        guard ended.wait(timeout: deadline) == .success else { return false }
        ended.signal()
        return true
    }
}

/// kill(2), which the method of the same name hides inside ``TestProcess``.
private func send(_ signal: Int32, to pid: pid_t) {
    _ = kill(pid, signal)
}

extension DispatchTime {
    /// Now plus `duration`.
    fileprivate static func after(_ duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}

extension Duration {
    /// This duration as poll(2)'s timeout: whole milliseconds, rounded up.
    fileprivate var pollMilliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
