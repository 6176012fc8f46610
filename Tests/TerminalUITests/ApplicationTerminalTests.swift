import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalProcessTests {
    /// Runs the smoke application on a pseudo-terminal: it takes over the screen in raw mode, redraws for
    /// a new window size after SIGWINCH, and gives the terminal back when Ctrl-C stops it.
    struct ApplicationTerminalTests {
        @Test func resizeRedrawsAndCtrlCRestoresTerminal() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes()
            let errors = Pipe()
            let child = try ChildProcess(
                executable: smokeExecutableURL(), arguments: ["app"], terminal: pty.slave,
                errorFileDescriptor: errors.fileHandleForWriting.fileDescriptor)
            defer { child.kill() }
            try errors.fileHandleForWriting.close()
            var screen = HeadlessTerminal(size: Size(columns: 80, rows: 24))
            /// Reads the child's output until `condition` holds (false at end of file); throws once
            /// `deadline` passes. `nudge` runs after each quiet second (to repeat a signal the child may
            /// have missed).
            func readScreen(
                before deadline: Deadline, until condition: (HeadlessTerminal) -> Bool, nudge: () -> Void = {}
            ) throws -> Bool {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !condition(screen) {
                    if deadline.hasPassed { throw deadline.exceeded }
                    var descriptor = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&descriptor, 1, deadline.remainingMilliseconds(cap: 1_000))
                    if ready == 0 || (ready < 0 && errno == EINTR) {
                        nudge()
                        continue
                    }
                    if ready < 0 { return false }
                    let count = buffer.withUnsafeMutableBytes { read(pty.master, $0.baseAddress, $0.count) }
                    if count <= 0 { return false }
                    screen.feed(String(decoding: buffer[0..<count], as: UTF8.self))
                }
                return true
            }
            // 80×24: the 30-column form starts at column 25, its box on row 9.
            #expect(
                try readScreen(before: Deadline(for: "the first frame at 80×24")) {
                    $0.screen[25, 9].character == "┏"
                })
            #expect(screen.isAlternateScreenActive)
            #expect(!screen.isCursorVisible)
            #expect(screen.isBracketedPasteEnabled)
            #expect(isRaw(pty.attributes()))

            var size = winsize(ws_row: 20, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
            #expect(ioctl(pty.master, UInt(TIOCSWINSZ), &size) == 0)
            kill(child.pid, SIGWINCH)  // the child has no controlling terminal, so the kernel does not send it
            // 60×20 after a full redraw: column 15, row 7; the old frame is gone.
            #expect(
                try readScreen(
                    before: Deadline(for: "the redraw at 60×20"),
                    until: { $0.screen[15, 7].character == "┏" },
                    nudge: { kill(child.pid, SIGWINCH) }))
            #expect(screen.screen[54, 9].character == " ")  // the old box's top-right corner

            pty.type([0x03])  // Ctrl-C
            let stopped = try readLine(
                from: errors.fileHandleForReading, before: Deadline(for: "the \"stopped\" line after Ctrl-C")
            ) { $0.hasPrefix("stopped") }
            #expect(stopped != nil)
            #expect(try child.wait(before: Deadline(for: "the app to exit after Ctrl-C")) == .exit(0))
            screen.feed(pty.drainOutput())
            #expect(!screen.isAlternateScreenActive)
            #expect(screen.isCursorVisible)
            #expect(!screen.isBracketedPasteEnabled)
            #expect(sameFlags(pty.attributes(), original))
        }
    }
}
