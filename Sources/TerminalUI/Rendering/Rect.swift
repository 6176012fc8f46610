/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size

    /// Creates the rectangle at `column`, `row` of `columns` × `rows`.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        origin = Point(column: column, row: row)
        size = Size(columns: columns, rows: rows)
    }

    /// First column.
    public var minColumn: Int { origin.column }
    /// One past the last column.
    public var maxColumn: Int { origin.column + size.columns }
    /// First row.
    public var minRow: Int { origin.row }
    /// One past the last row.
    public var maxRow: Int { origin.row + size.rows }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
    }

    /// The part shared with `other` (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minColumn, other.minColumn)
        let top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, columns: max(0, right - left), rows: max(0, bottom - top))
    }

    /// The rectangle shrunk by `columns` on each side and `rows` at top and bottom.
    public func insetBy(columns: Int, rows: Int) -> Rect {
        Rect(
            column: minColumn + columns, row: minRow + rows,
            columns: size.columns - 2 * columns, rows: size.rows - 2 * rows)
    }
}
