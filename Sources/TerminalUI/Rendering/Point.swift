/// A zero-based cell position.
public struct Point: Hashable, Sendable {
    /// Column, from the left.
    public var column: Int
    /// Row, from the top.
    public var row: Int

    /// Creates the point at `column`, `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
