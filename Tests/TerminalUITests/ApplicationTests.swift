import Foundation
import Testing

@testable import TerminalUI

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
            let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
            defer { watchdog.cancel() }

            var screen = HeadlessTerminal(size: Size(columns: 40, rows: 12))
            func waitForScreen(_ condition: ([String]) -> Bool) -> Bool {
                while !condition(screen.lines) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { return false }
                    screen.feed(String(decoding: chunk, as: UTF8.self))
                }
                return true
            }

            #expect(waitForScreen { $0.contains { $0.contains("( Log in )") } })
            input.fileHandleForWriting.write(Data("a@b".utf8))
            #expect(
                waitForScreen { lines in
                    lines.contains { $0.contains("[ Log in ]") } && lines.contains { $0.contains("a@b") }
                })
            input.fileHandleForWriting.write(Data("\t\r".utf8))
            let tapped = readLine(from: errors.fileHandleForReading) { $0.hasPrefix("tapped") }
            #expect(tapped == "tapped a@b")
            #expect(waitForScreen { lines in lines.contains { $0.contains("tapped a@b") } })
            #expect(waitForScreen { lines in lines.contains { $0.contains("/ working") } })  // a tick happened
            try input.fileHandleForWriting.close()
            let stopped = readLine(from: errors.fileHandleForReading) { $0.hasPrefix("stopped") }
            process.waitUntilExit()
            #expect(stopped == "stopped spinnerTicks=true")
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0)
        }
    }
}
