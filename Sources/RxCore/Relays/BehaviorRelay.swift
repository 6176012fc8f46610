/// A `BehaviorSubject` that can never terminate: it holds a current value, replays it to every new
/// subscriber, and only accepts new elements.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The most recently accepted element (or the initial value).
    public var value: Element {
        // NB: a BehaviorSubject only throws once it has errored or been disposed, and this relay
        // never sends an error nor disposes its subject.
        // swift-format-ignore: NeverUseForceTry
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to every current subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay's values as an observable that starts with the current value and never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
