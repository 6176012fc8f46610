/// A `ReplaySubject` that can never terminate: it only accepts elements and replays the buffered ones
/// to every new subscriber.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it has accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbound())
    }

    /// Buffers `event` and sends it to every current subscriber.
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay's elements as an observable that replays the buffer and never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
