/// Renders frames, widgets and windows as plain text lines, so screens can be tested as text.
public enum TextRenderer {
    /// The rows of `buffer` as strings, trailing spaces removed (continuation cells are skipped, so
    /// a wide character appears once).
    public static func lines(of buffer: ScreenBuffer) -> [String] {
        (0..<buffer.size.rows).map { row in
            var line = ""
            for column in 0..<buffer.size.columns where !buffer[column, row].isContinuation {
                line.append(buffer[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `widget` drawn alone in a rectangle `columns` wide and as high as it wants.
    public static func lines(of widget: some Widget, columns: Int, colorMode: ColorMode = .color)
        -> [String]
    {
        lines(of: canvas(of: widget, columns: columns, colorMode: colorMode).buffer)
    }

    /// The canvas with `widget` drawn alone in a rectangle `columns` wide.
    public static func canvas(of widget: some Widget, columns: Int, colorMode: ColorMode = .color)
        -> Canvas
    {
        let rows = widget.preferredHeight(forWidth: columns)
        var canvas = Canvas(size: Size(columns: columns, rows: rows), colorMode: colorMode)
        widget.draw(in: Rect(column: 0, row: 0, columns: columns, rows: rows), on: &canvas)
        return canvas
    }

    /// `window` drawn on a screen of `size`.
    public static func lines(of window: Window, size: Size, colorMode: ColorMode = .color) -> [String] {
        var canvas = Canvas(size: size, colorMode: colorMode)
        window.draw(on: &canvas)
        return lines(of: canvas.buffer)
    }
}
