/// What happened to a text field, as the view reports it.
public enum FieldEvent: Sendable, Hashable {
    /// Editing began (the field became first responder).
    case beganEditing
    /// Editing ended.
    case endedEditing
    /// The text changed.
    case changed(String)
    /// The "show"/"hide" button of a password field was tapped.
    case toggledReveal
    /// The background was tapped: editing ends and the keyboard goes away.
    case backgroundTapped
}
