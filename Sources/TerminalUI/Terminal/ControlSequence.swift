/// The ANSI/xterm control sequences the toolkit writes.
public enum ControlSequence {
    /// Control Sequence Introducer.
    public static let csi = "\u{1B}["
    /// Switches to the alternate screen buffer.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the normal screen buffer.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Asks the terminal to frame pasted text with ESC[200~ … ESC[201~.
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Stops bracketed paste.
    public static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Clears the whole screen.
    public static let clearScreen = "\u{1B}[2J"
    /// Resets all character attributes.
    public static let resetStyle = "\u{1B}[0m"
    /// What restores a terminal the toolkit used: attributes, paste mode, cursor, normal screen.
    public static let restoreAll = resetStyle + disableBracketedPaste + showCursor + leaveAlternateScreen

    /// Moves the cursor to zero-based `column` and `row`.
    public static func moveCursor(column: Int, row: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
