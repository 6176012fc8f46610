/// The line set a box is drawn with. The three sets look different without colour, so a field's state
/// (normal, focused, error) stays visible in monochrome.
public enum BoxBorder: Hashable, Sendable {
    /// ┌─┐ thin lines.
    case light
    /// ┏━┓ thick lines.
    case heavy
    /// ╔═╗ double lines.
    case double

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var glyphs: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        }
    }
}
