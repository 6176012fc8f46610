/// A `PublishSubject` that can never terminate: it only accepts elements.
///
/// Subscribers receive the elements accepted after they subscribed.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject = PublishSubject<Element>()

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends `event` to every current subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay's elements as an observable that never errors nor completes.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
