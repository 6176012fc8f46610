import RxCore

/// The entry point of a reactor's actions: a subject that forwards `next` events only. Errors and
/// completion sent to it are ignored, so no binding can end a reactor's action stream.
public final class ActionSubject<Element>: ObservableType, ObserverType, SubjectType, @unchecked Sendable {
    private let subject = PublishSubject<Element>()

    /// Creates a subject.
    public init() {}

    /// Whether anything is subscribed.
    public var hasObservers: Bool {
        subject.hasObservers
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Forwards `next` events; ignores `error` and `completed`.
    public func on(_ event: Event<Element>) {
        if case .next = event {
            subject.on(event)
        }
    }

    public func asObserver() -> ActionSubject<Element> {
        self
    }
}
