import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalProcessTests {
    /// Runs a login-like screen in the smoke executable with keys on a pipe: typing goes through Rx, the
    /// button is enabled and the tap reported through `MainScheduler.asyncInstance` (so the loop must drain
    /// the main queue), the spinner's timer ticks, and end of input stops the loop.
    struct ApplicationTests {
        @Test func runLoopDrainsMainQueueTicksAndStops() throws {
            let process = Process()
            process.executableURL = smokeExecutableURL()
            process.arguments = ["app"]
            let input = Pipe()
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // SIGKILL: a child started by `Process` inherits the test thread's blocked signals (see
            // `ChildProcess`), but not this one.
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

            var screen = HeadlessTerminal(size: Size(columns: 40, rows: 12))
            /// Reads the screen until `condition` holds (false at end of file); throws after a deadline.
            func waitForScreen(showing purpose: String, _ condition: ([String]) -> Bool) throws -> Bool {
                let deadline = Deadline(for: "the screen to show \(purpose)")
                let descriptor = output.fileHandleForReading.fileDescriptor
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !condition(screen.lines) {
                    try deadline.waitForInput(on: descriptor)
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { return false }
                    screen.feed(String(decoding: buffer[0..<count], as: UTF8.self))
                }
                return true
            }

            #expect(
                try waitForScreen(showing: "a disabled button") { $0.contains { $0.contains("( Log in )") } })
            input.fileHandleForWriting.write(Data("a@b".utf8))
            #expect(
                try waitForScreen(showing: "the typed address and an enabled button") { lines in
                    lines.contains { $0.contains("[ Log in ]") } && lines.contains { $0.contains("a@b") }
                })
            input.fileHandleForWriting.write(Data("\t\r".utf8))
            let tapped = try readLine(
                from: errors.fileHandleForReading, before: Deadline(for: "the \"tapped\" line")
            ) { $0.hasPrefix("tapped") }
            #expect(tapped == "tapped a@b")
            #expect(
                try waitForScreen(showing: "the tap") { lines in lines.contains { $0.contains("tapped a@b") }
                })
            #expect(
                try waitForScreen(showing: "a spinner tick") { lines in
                    lines.contains { $0.contains("/ working") }
                })
            try input.fileHandleForWriting.close()
            let stopped = try readLine(
                from: errors.fileHandleForReading,
                before: Deadline(for: "the \"stopped\" line at end of input")
            ) { $0.hasPrefix("stopped") }
            try Deadline(for: "the app to exit at end of input").waitForExit(of: process.processIdentifier)
            process.waitUntilExit()  // returns at once: the child has ended; lets `Process` record how
            #expect(stopped == "stopped spinnerTicks=true")
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0)
        }
    }
}
