import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe function: `subscribe` receives the observer and returns what
    /// to dispose when the subscription ends. The event grammar is enforced for it.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        let subscription = sink.run(self)
        sink.attach(subscription)
        return sink
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            forwardOn(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardOn(event)
            dispose()
        }
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}
