/// A button of an `AlertDialog`.
public struct AlertAction {
    /// What the action is for; `.cancel` is what Esc chooses.
    public enum Style: Hashable, Sendable {
        case `default`, cancel, destructive
    }

    /// The button text.
    public let title: String
    /// The action's role.
    public let style: Style
    /// Runs when the action is chosen (after the alert is dismissed).
    public let handler: (() -> Void)?

    /// Creates an action.
    public init(title: String, style: Style = .default, handler: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
