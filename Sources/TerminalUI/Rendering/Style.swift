/// How a cell's character looks.
public struct Style: Hashable, Sendable {
    /// Foreground colour (ignored in monochrome).
    public var foreground: Color
    public var isBold: Bool
    public var isDim: Bool
    public var isInverse: Bool
    public var isUnderlined: Bool

    /// Creates a style; everything off and the default colour unless told otherwise.
    public init(
        foreground: Color = .default, isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false,
        isUnderlined: Bool = false
    ) {
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.isInverse = isInverse
        self.isUnderlined = isUnderlined
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style in `foreground`.
    public func colored(_ foreground: Color) -> Style {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    /// The SGR sequence that sets exactly this style from any previous one (it starts with a reset).
    /// In monochrome, colours are left out and only attributes remain.
    public func selectGraphicRendition(in mode: ColorMode) -> String {
        var parameters = ["0"]
        if isBold { parameters.append("1") }
        if isDim { parameters.append("2") }
        if isUnderlined { parameters.append("4") }
        if isInverse { parameters.append("7") }
        if mode == .color, foreground != .default { parameters.append(foreground.foregroundParameter) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
