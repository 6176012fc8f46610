extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this completable completes; an error skips `second`.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Runs `second` after this completable completes; an error skips `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Runs `second` after this completable completes; an error skips `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Runs `second` after this completable completes; an error skips `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        AndThen(first: primitiveSequence.asObservable(), second: second.asObservable())
    }
}

/// Subscribes `second` once the element-less `first` completes.
private final class AndThen<Element>: Producer<Element>, @unchecked Sendable {
    let first: Observable<Swift.Never>
    let second: Observable<Element>

    init(first: Observable<Swift.Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = AndThenSink(second: second, observer: observer)
        sink.attach(sink.run(first: first))
        return sink
    }
}

/// Holds the second sequence only: the first is referenced by its subscription alone, which the second's
/// replaces, so whatever the first holds is released once it has ended.
private final class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    typealias Element = Swift.Never

    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer) {
        self.second = second
        super.init(observer: observer)
    }

    func run(first: Observable<Swift.Never>) -> Disposable {
        let firstSubscription = SingleAssignmentDisposable()
        subscription.disposable = firstSubscription
        firstSubscription.setDisposable(first.subscribeUnwrapped(self))
        return subscription
    }

    func on(_ event: Event<Swift.Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            subscription.disposable = second.subscribeUnwrapped(SecondObserver(sink: self))
        }
    }

    fileprivate func forwardSecond(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// Forwards the second sequence's events to the sink.
private struct SecondObserver<Observer: ObserverType>: ObserverType {
    let sink: AndThenSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.forwardSecond(event)
    }
}
