/// How a text field's border is drawn.
public enum FieldBorder: Sendable, Hashable {
    /// Not editing, no error (light grey in the seeds).
    case normal
    /// Editing (the accent colour).
    case focused
    /// The field's value has a problem the screen shows (red); wins over focus.
    case error
}
