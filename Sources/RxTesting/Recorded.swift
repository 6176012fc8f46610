import RxCore

/// A value recorded at a virtual time.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded.
    public let time: TestTime
    /// The value.
    public let value: Value

    /// Creates a record.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `next` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Value>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<
        Value
    >
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<Element>(
        _ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self
    )
        -> Recorded<Value> where Value == Event<Element>
    {
        Recorded(time: time, value: .error(error))
    }

    /// An array of recorded events: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Value>]
    where Value == Event<Element> {
        recordedEvents
    }

    /// An array of recorded events.
    public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Value>]
    where Value == Event<Element> {
        recordedEvents
    }
}
