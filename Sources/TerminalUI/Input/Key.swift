/// One decoded keystroke (or one bracketed paste).
public enum Key: Hashable, Sendable {
    /// A printable character (any script, including multi-byte UTF-8 such as Hangul).
    case character(Character)
    /// Text pasted in one go (bracketed paste), delivered whole.
    case paste(String)
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    case insert, delete
    case tab
    /// Shift-Tab (ESC [ Z).
    case backTab
    case enter
    case escape
    case backspace
    /// A control key: `.control("a")` is Ctrl-A. The letter is lower case.
    case control(Character)
    /// A sequence the decoder does not know, kept as its bytes.
    case unknown([UInt8])
}

extension Key {
    public static let ctrlA = Key.control("a")
    public static let ctrlC = Key.control("c")
    public static let ctrlD = Key.control("d")
    public static let ctrlE = Key.control("e")
    public static let ctrlL = Key.control("l")
    public static let ctrlU = Key.control("u")
    public static let ctrlW = Key.control("w")
}
