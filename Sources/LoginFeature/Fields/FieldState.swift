/// What a form's text field shows, independent of any UI framework: its text, focus, floating label,
/// border, validation message and (for password fields) whether the text is revealed.
public struct FieldState: Sendable, Hashable {
    /// The text typed so far.
    public var text: String
    /// Whether the field is being edited.
    public var isFocused: Bool
    /// Whether the field hides its text (password fields); ``isRevealed`` shows it anyway.
    public let isSecure: Bool
    /// Whether the "show" toggle of a secure field is on.
    public var isRevealed: Bool
    /// The validation or server message under the field, if any.
    public var message: String?
    /// Whether the current text passes the field's rule (e.g. a valid e-mail turns the label green).
    public var isValid: Bool

    /// A field with the given text (empty by default), not focused.
    public init(text: String = "", isSecure: Bool = false) {
        self.text = text
        isFocused = false
        self.isSecure = isSecure
        isRevealed = false
        message = nil
        isValid = false
    }

    /// A password field.
    public static var secure: FieldState { FieldState(isSecure: true) }

    // MARK: - Derived for display

    /// Whether the placeholder has shrunk into a label above the text: while editing or once there is
    /// text.
    public var isLabelRaised: Bool { isFocused || !text.isEmpty }

    /// The border: red while a message shows, the accent colour while editing, grey otherwise.
    public var border: FieldBorder {
        if message != nil { return .error }
        return isFocused ? .focused : .normal
    }

    /// Whether the text is drawn as dots.
    public var isTextHidden: Bool { isSecure && !isRevealed }

    // MARK: - Reducer

    /// Applies what the view reported.
    public mutating func apply(_ event: FieldEvent) {
        switch event {
        case .beganEditing:
            isFocused = true
        case .endedEditing, .backgroundTapped:
            isFocused = false
        case .changed(let newText):
            text = newText
        case .toggledReveal:
            if isSecure { isRevealed.toggle() }
        }
    }

    /// The field after `event`.
    public func applying(_ event: FieldEvent) -> FieldState {
        var field = self
        field.apply(event)
        return field
    }
}
