/// One screen cell.
public struct Cell: Hashable, Sendable {
    /// The character shown; a space for an empty cell.
    public var character: Character
    /// Its look.
    public var style: Style
    /// Columns the character takes: 1, 2 for wide characters such as Hangul, 0 for the right half of a
    /// wide character (a continuation cell, never written on its own).
    public var width: Int

    /// Creates a cell.
    public init(character: Character = " ", style: Style = .plain, width: Int = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// An empty cell.
    public static let blank = Cell()

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
