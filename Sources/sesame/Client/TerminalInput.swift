import Foundation

/// Reading from the terminal on standard input: whether there is one, and lines typed with echo off.
enum TerminalInput {
    /// Whether standard input is a terminal (someone can type at a prompt).
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// The terminal settings to put back if Ctrl-C arrives while echo is off. Written only before the
    /// signal handler is installed, read only by it.
    nonisolated(unsafe) private static var savedSettings = termios()

    /// Writes `prompt` to standard error and reads one line with echo turned off; `nil` at end of input.
    static func readSecret(prompt: String) throws(CommandFailure) -> String? {
        var settings = termios()
        try check(tcgetattr(STDIN_FILENO, &settings), "tcgetattr")
        savedSettings = settings
        let previousHandler = signal(SIGINT) { _ in
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &TerminalInput.savedSettings)
            _exit(130)
        }
        settings.c_lflag &= ~tcflag_t(ECHO)
        try check(tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings), "tcsetattr")
        StandardStreams.writeError(prompt)
        let line = readLine(strippingNewline: true)
        StandardStreams.writeError("\n")
        var restored = savedSettings
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &restored)
        signal(SIGINT, previousHandler)
        return line
    }

    /// Writes `prompt` to standard error and reads one line as typed; `nil` at end of input.
    static func readAnswer(prompt: String) -> String? {
        StandardStreams.writeError(prompt)
        return readLine(strippingNewline: true)
    }

    /// Turns a failed terminal call (-1 with `errno`) into a ``CommandFailure``.
    private static func check(_ result: Int32, _ call: String) throws(CommandFailure) {
        guard result == -1 else { return }
        throw CommandFailure("cannot read from the terminal (\(call): \(String(cString: strerror(errno))))")
    }
}
