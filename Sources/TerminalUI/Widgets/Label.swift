/// Static text, one line per `\n`, in a colour, aligned to the start or centred. With `wrapsText` the
/// lines are also broken to the width the label gets (at spaces, and inside words longer than a line,
/// such as paths), so nothing is cut off.
public final class Label: Widget {
    /// How lines sit in the rectangle.
    public enum Alignment: Sendable {
        case leading, center
    }

    /// The text.
    public var text: String { didSet { onChange?() } }
    /// The colour (monochrome ignores it).
    public var color: Color { didSet { onChange?() } }
    /// Whether the text is bold.
    public var isBold: Bool { didSet { onChange?() } }
    /// Line placement.
    public var alignment: Alignment { didSet { onChange?() } }
    /// Whether lines longer than the label's width are wrapped rather than clipped.
    public var wrapsText: Bool { didSet { onChange?() } }
    public var isHidden = false { didSet { onChange?() } }
    public var isFocused = false
    public var onChange: (() -> Void)?

    /// Creates a label.
    public init(
        text: String = "", color: Color = .default, isBold: Bool = false,
        alignment: Alignment = .leading, wrapsText: Bool = false
    ) {
        self.text = text
        self.color = color
        self.isBold = isBold
        self.alignment = alignment
        self.wrapsText = wrapsText
    }

    public var preferredHeight: Int {
        max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    public func preferredHeight(forWidth columns: Int) -> Int {
        max(1, lines(width: columns).count)
    }

    /// The lines drawn in a rectangle `width` columns wide.
    func lines(width: Int) -> [Substring] {
        guard wrapsText else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        return AlertDialog.wrap(text, width: max(1, width)).map { $0[...] }
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden else { return }
        let style = Style(foreground: color, isBold: isBold)
        let lines = lines(width: rect.size.columns)
        for (offset, line) in lines.enumerated() where offset < rect.size.rows {
            let width = CharacterWidth.columns(of: line)
            let indent = alignment == .center ? max(0, (rect.size.columns - width) / 2) : 0
            canvas.write(
                String(line), at: Point(column: rect.minColumn + indent, row: rect.minRow + offset),
                style: style, clip: rect)
        }
    }
}
