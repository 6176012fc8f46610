import Synchronization

/// The made-up provider account typed on the social sign-in screen in emulator mode, shared with the
/// provider closures that read it when the reactor subscribes to them.
public final class ProviderAccount: Sendable {
    private let fields = Mutex((email: "", name: ""))

    public init() {}

    /// The e-mail address and name typed so far.
    public var value: (email: String, name: String) {
        get { fields.withLock { $0 } }
        set { fields.withLock { $0 = newValue } }
    }
}
