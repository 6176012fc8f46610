/// The indicator beside a field, or a field's floating label: mint/green while valid, red while
/// invalid, the label's resting colour when neither applies.
public enum ValidityTint: Sendable, Hashable {
    case neutral
    case valid
    case invalid

    /// The indicator beside a field (seed 000): valid or invalid, nothing in between.
    public init(isValid: Bool) {
        self = isValid ? .valid : .invalid
    }
}
