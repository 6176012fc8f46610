/// The window of one subscription: when it started and when it ended (`Int.max` while still active).
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// When the subscription started.
    public let subscribe: TestTime
    /// When it was disposed, or `Int.max`.
    public let unsubscribe: TestTime

    /// An open subscription from `subscribe`.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}
