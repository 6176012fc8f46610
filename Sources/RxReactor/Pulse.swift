/// A state property whose every assignment is an event, even of an equal value: alerts, toasts,
/// navigation. Observe it with `reactor.pulse(\.$property)`.
@propertyWrapper
public struct Pulse<Value> {
    /// The latest value.
    public var value: Value

    /// How many times the value was assigned; wraps around instead of overflowing.
    public internal(set) var valueUpdatedCount: UInt = 0

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valueUpdatedCount = valueUpdatedCount &+ 1
        }
    }

    public var projectedValue: Pulse<Value> {
        self
    }
}

extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Sendable where Value: Sendable {}
