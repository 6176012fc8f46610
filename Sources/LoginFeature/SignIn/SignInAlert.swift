/// An alert the sign-in screen presents: a title, a message and its actions.
public struct SignInAlert: Sendable, Hashable {
    /// An action button of the alert.
    public enum Action: Sendable, Hashable {
        /// Dismisses the alert.
        case cancel
        /// Acknowledges the alert.
        case ok
    }

    public var title: String
    public var message: String
    /// The buttons, in order.
    public var actions: [Action]

    public init(title: String, message: String, actions: [Action]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}
