/// What widgets draw on: a screen buffer plus the colour mode they must respect.
public struct Canvas: Sendable {
    /// The cells drawn so far.
    public var buffer: ScreenBuffer
    /// Whether colours may be used; widgets switch to glyph fallbacks in monochrome.
    public let colorMode: ColorMode

    /// Creates a blank canvas of `size`.
    public init(size: Size, colorMode: ColorMode = .color) {
        buffer = ScreenBuffer(size: size)
        self.colorMode = colorMode
    }

    /// Extent in cells.
    public var size: Size { buffer.size }

    /// Writes `text` at `point` clipped to `clip`; returns the columns advanced.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil)
        -> Int
    {
        buffer.write(text, at: point, style: style, clip: clip)
    }

    /// Fills `rect` with spaces (or `character`) in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        buffer.fill(rect, with: character, style: style)
    }

    /// Draws the outline of `rect` with `border` in `style`.
    public mutating func drawBox(_ rect: Rect, border: BoxBorder, style: Style = .plain) {
        guard rect.size.columns >= 2, rect.size.rows >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.glyphs
        let inner = String(repeating: horizontal, count: rect.size.columns - 2)
        write(String(topLeft) + inner + String(topRight), at: rect.origin, style: style, clip: rect)
        let bottom = Point(column: rect.minColumn, row: rect.maxRow - 1)
        write(String(bottomLeft) + inner + String(bottomRight), at: bottom, style: style, clip: rect)
        for row in (rect.minRow + 1)..<(rect.maxRow - 1) {
            write(String(vertical), at: Point(column: rect.minColumn, row: row), style: style, clip: rect)
            write(String(vertical), at: Point(column: rect.maxColumn - 1, row: row), style: style, clip: rect)
        }
    }
}
