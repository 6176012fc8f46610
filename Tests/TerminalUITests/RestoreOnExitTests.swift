import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalProcessTests {
    /// Runs the smoke executable in raw mode on a pseudo-terminal, ends it in different ways and checks
    /// that the terminal got its original state back and the cursor was shown.
    ///
    /// The child is started by `ChildProcess` so that it does not inherit the test thread's blocked signals;
    /// a child that never gets ready or never ends fails its test after a ``Deadline`` and is killed.
    @Suite(.serialized)
    struct RestoreOnExitTests {
        private struct Outcome {
            var termination: ChildProcess.Termination
            var restored: Bool
            var wasRaw: Bool
            var output: String
        }

        private func run(mode: String, end: (ChildProcess, PseudoTerminal) -> Void) throws -> Outcome {
            let pty = try PseudoTerminal()
            let original = pty.attributes()
            let errors = Pipe()
            let child = try ChildProcess(
                executable: smokeExecutableURL(), arguments: [mode], terminal: pty.slave,
                errorFileDescriptor: errors.fileHandleForWriting.fileDescriptor)
            defer { child.kill() }
            try errors.fileHandleForWriting.close()
            let ready = try readLine(
                from: errors.fileHandleForReading, before: Deadline(for: "the \(mode) child's \"ready\" line")
            ) { $0 == "ready" }
            let wasRaw = ready != nil && isRaw(pty.attributes())
            end(child, pty)
            let termination = try child.wait(before: Deadline(for: "the \(mode) child to end"))
            return Outcome(
                termination: termination, restored: sameFlags(pty.attributes(), original), wasRaw: wasRaw,
                output: pty.drainOutput())
        }

        @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
        func restoredOnSignal(signal: Int32) throws {
            let outcome = try run(mode: "raw-wait") { child, _ in kill(child.pid, signal) }
            #expect(outcome.wasRaw)
            #expect(outcome.termination == .signal(signal))
            #expect(outcome.restored)
            #expect(outcome.output.contains(ControlSequence.showCursor))
        }

        @Test func restoredAfterFatalError() throws {
            let outcome = try run(mode: "raw-crash") { _, pty in pty.type([0x78]) }
            #expect(outcome.wasRaw)
            #expect(outcome.termination == .signal(SIGILL) || outcome.termination == .signal(SIGTRAP))
            #expect(outcome.restored)
            #expect(outcome.output.contains(ControlSequence.showCursor))
        }

        @Test func restoredOnExitWithoutCleanup() throws {
            let outcome = try run(mode: "raw-exit") { _, pty in pty.type([0x78]) }
            #expect(outcome.wasRaw)
            #expect(outcome.termination == .exit(0))
            #expect(outcome.restored)
            #expect(outcome.output.contains(ControlSequence.showCursor))
        }
    }
}
