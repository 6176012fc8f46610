/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that forwards every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps another observer.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms elements with `transform` before forwarding them here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
