#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a terminal into raw mode (no echo, no line buffering, no signal keys, 8-bit input) and back.
///
/// The termios state found on `enter()` is saved and registered with `TerminalRestorer`, so the
/// terminal is restored on exit and on fatal signals even if `restore()` is never called.
public final class RawMode {
    /// Where the terminal is.
    public enum State: Equatable, Sendable {
        /// The terminal has the state it had before (or `enter()` was never called).
        case inactive
        /// The terminal is in raw mode; the state it had before is saved.
        case active
    }

    /// The terminal's file descriptor.
    public let fileDescriptor: Int32
    /// Where reset sequences are written when a signal restores the terminal.
    public let outputFileDescriptor: Int32
    /// Whether raw mode is on.
    public private(set) var state = State.inactive
    private var saved = termios()

    /// Creates raw-mode control for `fileDescriptor` (standard input by default).
    public init(fileDescriptor: Int32 = STDIN_FILENO, outputFileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
    }

    /// Switches the terminal to raw mode; does nothing when already active.
    /// - Throws: `TerminalError.notATerminal` for pipes and files, `.systemCall` when termios fails.
    public func enter() throws(TerminalError) {
        guard state == .inactive else { return }
        guard isatty(fileDescriptor) == 1 else { throw .notATerminal(fileDescriptor: fileDescriptor) }
        try SystemCall.check("tcgetattr", tcgetattr(fileDescriptor, &saved))
        var raw = Self.rawAttributes(from: saved)
        TerminalRestorer.arm(
            fileDescriptor: fileDescriptor, outputFileDescriptor: outputFileDescriptor, saved: saved)
        do {
            try SystemCall.check("tcsetattr", tcsetattr(fileDescriptor, TCSAFLUSH, &raw))
        } catch {
            TerminalRestorer.disarm()
            throw error
        }
        state = .active
    }

    /// Puts back the saved state; does nothing when inactive.
    public func restore() throws(TerminalError) {
        guard state == .active else { return }
        state = .inactive
        TerminalRestorer.disarm()
        try SystemCall.check("tcsetattr", tcsetattr(fileDescriptor, TCSAFLUSH, &saved))
    }

    /// The attributes of raw mode derived from `attributes`: like `cfmakeraw`, but output processing is
    /// kept so a stray newline still returns the carriage.
    public static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    deinit {
        try? restore()
    }
}
