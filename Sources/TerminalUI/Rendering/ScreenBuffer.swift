/// A grid of cells: one frame of the screen.
///
/// Wide characters take two cells: the character in the left one, a continuation cell on the right.
/// Writing over either half of a wide character blanks the other half, so the grid never holds half a
/// character.
public struct ScreenBuffer: Hashable, Sendable {
    /// Extent in cells.
    public let size: Size
    private var cells: [Cell]

    /// Creates a blank buffer of `size`.
    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// All cells as a rectangle.
    public var bounds: Rect { Rect(column: 0, row: 0, columns: size.columns, rows: size.rows) }

    /// The cell at `column`, `row` (blank outside the buffer).
    public subscript(column: Int, row: Int) -> Cell {
        guard column >= 0, row >= 0, column < size.columns, row < size.rows else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Writes `text` starting at `point`, clipped to `clip` (and the buffer), and returns the columns
    /// it advanced. Zero-width characters are skipped; a wide character that does not fit before the
    /// clip edge is replaced by a space.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil)
        -> Int
    {
        let limit = clip.map { $0.intersection(bounds) } ?? bounds
        var column = point.column
        for character in text {
            let width = CharacterWidth.columns(of: character)
            if width == 0 { continue }
            let target = Point(column: column, row: point.row)
            if width == 2 && column + 1 >= limit.maxColumn {
                if limit.contains(target) { put(Cell(character: " ", style: style), at: target) }
                column += 1
                continue
            }
            if limit.contains(target) {
                put(Cell(character: character, style: style, width: width), at: target)
            }
            column += width
        }
        return column - point.column
    }

    /// Fills `rect` (clipped to the buffer) with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard area.size.columns > 0 else { return }
        let line = String(repeating: character, count: area.size.columns)
        for row in area.minRow..<area.maxRow {
            write(line, at: Point(column: area.minColumn, row: row), style: style, clip: area)
        }
    }

    /// Sets one cell, keeping wide characters whole.
    private mutating func put(_ cell: Cell, at point: Point) {
        let index = point.row * size.columns + point.column
        clearWideNeighbours(at: point.column, row: point.row)
        cells[index] = cell
        if cell.width == 2 {
            let right = point.column + 1
            clearWideNeighbours(at: right, row: point.row)
            cells[index + 1] = Cell(character: " ", style: cell.style, width: 0)
        }
    }

    /// Blanks the other half of a wide character that `column` is part of.
    private mutating func clearWideNeighbours(at column: Int, row: Int) {
        let index = row * size.columns + column
        let cell = cells[index]
        if cell.isContinuation, column > 0 {
            cells[index - 1] = Cell(style: cells[index - 1].style)
            cells[index] = Cell(style: cell.style)
        } else if cell.width == 2, column + 1 < size.columns {
            cells[index + 1] = Cell(style: cell.style)
        }
    }
}
