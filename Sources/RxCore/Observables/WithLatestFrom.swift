// withLatestFrom: each source element combined with the latest element of a second sequence.

extension ObservableType {
    /// Merges two observable sequences into one by combining each element from `self` with the
    /// latest element from `second`, if any. Elements arriving before `second` emitted are
    /// dropped.
    ///
    /// - Parameters:
    ///   - second: Second observable source.
    ///   - resultSelector: Function to invoke for each element from `self` combined with the
    ///     latest element from `second`.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFromProducer(
            first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time `self` emits an element, if `second`
    /// already emitted one.
    ///
    /// - Parameter second: Second observable source.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
        -> Observable<Source.Element>
    {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

private final class WithLatestFromProducer<First, Second, Result>: Producer<Result>, @unchecked Sendable {
    typealias ResultSelector = (First, Second) throws -> Result

    fileprivate let first: Observable<First>
    fileprivate let second: Observable<Second>
    fileprivate let resultSelector: ResultSelector

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping ResultSelector) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = WithLatestFromSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Result = Observer.Element
    typealias Parent = WithLatestFromProducer<First, Second, Result>

    fileprivate let lock = RecursiveLock()
    fileprivate var latest = ValueSlot<Second>()
    private let parent: Parent

    init(parent: Parent, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    deinit {
        latest.release()
    }

    func run() -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecondObserver(parent: self, subscription: secondSubscription)
        secondSubscription.setDisposable(parent.second.subscribeUnwrapped(secondObserver))
        let firstSubscription = parent.first.subscribeUnwrapped(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func onNext(_ element: First) {
        lock.lock()
        defer { lock.unlock() }
        guard latest.hasValue else { return }
        do {
            forwardNext(try parent.resultSelector(element, latest.value))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    func on(_ event: Event<First>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType {
    private let parent: WithLatestFromSink<First, Second, Observer>
    private let subscription: Disposable

    init(parent: WithLatestFromSink<First, Second, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func onNext(_ element: Second) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        parent.latest.store(element)
    }

    func on(_ event: Event<Second>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next(let element):
            parent.latest.store(element)
        case .completed:
            subscription.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        }
    }
}
