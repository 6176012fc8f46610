/// The primary button: the accent colour (mint) while enabled, grey while disabled.
public enum ButtonTint: Sendable, Hashable {
    case accent
    case inactive

    public init(isEnabled: Bool) {
        self = isEnabled ? .accent : .inactive
    }
}
