/// A notification delivered to an observer: zero or more `next` elements, then at most one terminal
/// event (`error` or `completed`). Nothing is delivered after a terminal event.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence finished successfully.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is a `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps the element of a `next` event; a thrown error becomes an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// Something that carries an event (used by `dematerialize`).
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}
