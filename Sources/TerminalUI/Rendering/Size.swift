/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Number of columns.
    public var columns: Int
    /// Number of rows.
    public var rows: Int

    /// Creates a size of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    public var description: String { "\(columns)x\(rows)" }
}
