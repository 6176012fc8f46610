import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an `Application` uses the terminal. Every field has a default.
public struct ApplicationConfiguration: Sendable {
    /// Where keys are read.
    public var inputFileDescriptor: Int32
    /// Where the screen is written.
    public var outputFileDescriptor: Int32
    /// Colour or monochrome; nil detects it from the environment (NO_COLOR, TERM=dumb).
    public var colorMode: ColorMode?
    /// Whether to draw on the alternate screen (the user's scrollback is left untouched).
    public var usesAlternateScreen: Bool
    /// Whether to ask for bracketed paste.
    public var enablesBracketedPaste: Bool
    /// Time between animation ticks (spinners).
    public var tickInterval: TimeInterval
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public var escapeTimeout: TimeInterval
    /// The size used when the output is not a terminal (pipes, tests).
    public var fallbackSize: Size

    /// Creates a configuration; the defaults use standard input and output.
    public init(
        inputFileDescriptor: Int32 = STDIN_FILENO, outputFileDescriptor: Int32 = STDOUT_FILENO,
        colorMode: ColorMode? = nil, usesAlternateScreen: Bool = true, enablesBracketedPaste: Bool = true,
        tickInterval: TimeInterval = 0.1, escapeTimeout: TimeInterval = 0.05,
        fallbackSize: Size = Size(columns: 80, rows: 24)
    ) {
        self.inputFileDescriptor = inputFileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
        self.colorMode = colorMode
        self.usesAlternateScreen = usesAlternateScreen
        self.enablesBracketedPaste = enablesBracketedPaste
        self.tickInterval = tickInterval
        self.escapeTimeout = escapeTimeout
        self.fallbackSize = fallbackSize
    }
}
