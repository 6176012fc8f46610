import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalProcessTests {
    @Suite(.serialized)
    struct RawModeTests {
        @Test func enterAndRestoreOnPseudoTerminal() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes()
            #expect(!isRaw(original))
            let rawMode = RawMode(fileDescriptor: pty.slave, outputFileDescriptor: pty.slave)
            try rawMode.enter()
            #expect(rawMode.state == .active)
            #expect(TerminalRestorer.isArmed)
            let raw = pty.attributes()
            #expect(isRaw(raw))
            #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
            try rawMode.enter()  // idempotent: the saved state stays the original one
            try rawMode.restore()
            #expect(rawMode.state == .inactive)
            #expect(!TerminalRestorer.isArmed)
            #expect(sameFlags(pty.attributes(), original))
            try rawMode.restore()  // idempotent
            #expect(sameFlags(pty.attributes(), original))
        }

        @Test func restorerPutsBackSavedStateAndShowsCursor() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes()
            let rawMode = RawMode(fileDescriptor: pty.slave, outputFileDescriptor: pty.slave)
            try rawMode.enter()
            _ = pty.drainOutput()
            TerminalRestorer.restoreNow()  // what the signal and exit handlers run
            #expect(sameFlags(pty.attributes(), original))
            #expect(
                pty.drainOutput().contains(ControlSequence.showCursor + ControlSequence.leaveAlternateScreen))
            #expect(!TerminalRestorer.isArmed)
        }

        @Test func refusesPipes() throws {
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            defer { close(fds[0]); close(fds[1]) }
            let rawMode = RawMode(fileDescriptor: fds[0])
            #expect(throws: TerminalError.notATerminal(fileDescriptor: fds[0])) { try rawMode.enter() }
            #expect(rawMode.state == .inactive)
            #expect(!Terminal.isTerminal(fds[0]))
        }

        @Test func terminalDetectsPseudoTerminalAndSize() throws {
            let pty = try PseudoTerminal()
            let terminal = Terminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave)
            #expect(terminal.isInteractive)
            #expect(try terminal.windowSize() == Size(columns: 80, rows: 24))
        }

        @Test func beginAndEndWriteScreenSequences() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes()
            let terminal = Terminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave)
            try terminal.begin()
            var screen = HeadlessTerminal(size: Size(columns: 80, rows: 24))
            screen.feed(pty.drainOutput())
            #expect(screen.isAlternateScreenActive)
            #expect(!screen.isCursorVisible)
            #expect(screen.isBracketedPasteEnabled)
            terminal.end()
            screen.feed(pty.drainOutput())
            #expect(!screen.isAlternateScreenActive)
            #expect(screen.isCursorVisible)
            #expect(!screen.isBracketedPasteEnabled)
            #expect(sameFlags(pty.attributes(), original))
        }

        @Test func windowSizeOfPipeFails() throws {
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            defer { close(fds[0]); close(fds[1]) }
            #expect(throws: TerminalError.self) { try Terminal.windowSize(of: fds[1]) }
        }
    }
}
