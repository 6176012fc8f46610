/// A mark beside a field telling whether its content is valid: a mint "✓" or a red "✗" in colour,
/// `[ok]` or `[!!]` in monochrome. Hidden draws nothing.
public final class ValidityMark: Widget {
    /// Whether the mark says valid.
    public var isValid: Bool { didSet { onChange?() } }
    public var isHidden: Bool { didSet { onChange?() } }
    public var isFocused = false
    public var onChange: (() -> Void)?

    /// Creates a mark.
    public init(isValid: Bool = false, isHidden: Bool = false) {
        self.isValid = isValid
        self.isHidden = isHidden
    }

    public var preferredHeight: Int { 1 }

    /// The glyph for the current state in `mode`.
    public func glyph(in mode: ColorMode) -> String {
        switch (mode, isValid) {
        case (.color, true): "✓"
        case (.color, false): "✗"
        case (.monochrome, true): "[ok]"
        case (.monochrome, false): "[!!]"
        }
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden else { return }
        let style = Style(foreground: isValid ? .accent : .red, isBold: true)
        canvas.write(glyph(in: canvas.colorMode), at: rect.origin, style: style, clip: rect)
    }
}
