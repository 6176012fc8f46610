/// The border a text field shows.
public enum BorderStyle: Hashable, Sendable {
    /// Light grey thin line.
    case normal
    /// Accent-coloured thick line (shown while the field has focus).
    case focused
    /// Red double line (shown while the field's content is in error, focused or not).
    case error

    /// The line set: different for each style, so the state shows without colour.
    public var border: BoxBorder {
        switch self {
        case .normal: .light
        case .focused: .heavy
        case .error: .double
        }
    }

    /// The colour of the line.
    public var color: Color {
        switch self {
        case .normal: .grey
        case .focused: .accent
        case .error: .red
        }
    }
}
