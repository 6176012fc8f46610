/// The small palette the toolkit draws with.
public enum Color: Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground colour.
    case `default`
    /// The accent colour: mint green, used for focus, validity and enabled buttons.
    case mint
    case red
    case grey
    case yellow
    case cyan

    /// The accent colour.
    public static let accent = Color.mint

    /// The SGR parameter selecting this foreground colour.
    var foregroundParameter: String {
        switch self {
        case .default: "39"
        case .mint: "38;5;79"
        case .red: "31"
        case .grey: "90"
        case .yellow: "33"
        case .cyan: "36"
        }
    }
}
