/// A state property whose every assignment is an event, even of an equal value: alerts, toasts,
/// navigation. Observe it with `reactor.pulse(\.$property)`.
@propertyWrapper
public struct Pulse<Value> {
    /// The latest value. Every assignment, through the wrapper or directly, counts as an update.
    public var value: Value {
        didSet { valueUpdatedCount &+= 1 }
    }

    /// How many times the value was assigned since the pulse was created; after `UInt.max` it starts
    /// again at 0.
    public internal(set) var valueUpdatedCount: UInt = 0

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public var projectedValue: Pulse<Value> {
        self
    }
}

extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Sendable where Value: Sendable {}
