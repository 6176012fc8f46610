#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal reached through an input and an output file descriptor.
public final class Terminal {
    /// Where keys are read.
    public let inputFileDescriptor: Int32
    /// Where output is written.
    public let outputFileDescriptor: Int32
    /// Raw-mode control of the input side.
    public let rawMode: RawMode

    /// Creates the terminal on standard input and output unless told otherwise.
    public init(inputFileDescriptor: Int32 = STDIN_FILENO, outputFileDescriptor: Int32 = STDOUT_FILENO) {
        self.inputFileDescriptor = inputFileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
        rawMode = RawMode(fileDescriptor: inputFileDescriptor, outputFileDescriptor: outputFileDescriptor)
    }

    /// Whether both descriptors are terminals (`isatty`).
    public var isInteractive: Bool {
        Self.isTerminal(inputFileDescriptor) && Self.isTerminal(outputFileDescriptor)
    }

    /// Whether `fileDescriptor` is a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The window size reported by the kernel (`TIOCGWINSZ`).
    public func windowSize() throws(TerminalError) -> Size {
        try Self.windowSize(of: outputFileDescriptor)
    }

    /// The window size of the terminal behind `fileDescriptor`.
    public static func windowSize(of fileDescriptor: Int32) throws(TerminalError) -> Size {
        var size = winsize()
        try SystemCall.check("ioctl(TIOCGWINSZ)", ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size))
        return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes `text` completely, retrying after interruptions and short writes.
    public func write(_ text: String) throws(TerminalError) {
        try Self.write(text, to: outputFileDescriptor)
    }

    /// Writes `text` completely to `fileDescriptor`.
    static func write(_ text: String, to fileDescriptor: Int32) throws(TerminalError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                systemWrite(fileDescriptor, buffer.baseAddress, buffer.count)
            }
            if written == -1 && (errno == EINTR || errno == EAGAIN) { continue }
            offset += try SystemCall.check("write", written)
        }
    }

    /// Takes over the screen: raw mode, alternate screen (optional), hidden cursor, bracketed paste.
    public func begin(alternateScreen: Bool = true, bracketedPaste: Bool = true) throws(TerminalError) {
        try rawMode.enter()
        var sequence = ""
        if alternateScreen { sequence += ControlSequence.enterAlternateScreen }
        sequence += ControlSequence.hideCursor
        if bracketedPaste { sequence += ControlSequence.enableBracketedPaste }
        sequence += ControlSequence.clearScreen
        try write(sequence)
    }

    /// Gives the screen back: attributes reset, paste off, cursor shown, normal screen, saved termios.
    public func end() {
        try? write(ControlSequence.restoreAll)
        try? rawMode.restore()
    }
}

private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
