// retry(when:): resubscribe to the source whenever a notification handler says so.

extension ObservableType {
    /// Repeats the source sequence on error when the notifier emits an element. Errors that are
    /// not of type `Failure` are forwarded at once. When the notifier errors or completes, the
    /// result errors or completes.
    ///
    /// - Parameter notificationHandler: Receives the sequence of errors and returns the notifier
    ///   that triggers each retry.
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Repeats the source sequence on error when the notifier emits an element. When the notifier
    /// errors or completes, the result errors or completes.
    ///
    /// - Parameter notificationHandler: Receives the sequence of errors and returns the notifier
    ///   that triggers each retry.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Repeats the source sequence on error when the notifier emits an element.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Repeats the source sequence on error when the notifier emits an element.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

private final class RetryWhenProducer<Element, TriggerObservable: ObservableType, Failure: Swift.Error>:
    Producer<Element>, @unchecked Sendable
{
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(
        source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) {
        self.source = source
        self.notificationHandler = notificationHandler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = RetryWhenSink<TriggerObservable.Element, Failure, Observer>(
            source: source, observer: observer)
        let subscription = sink.run(notifier: notificationHandler(sink.errors.asObservable()).asObservable())
        sink.attach(subscription)
        return sink
    }
}

private final class RetryWhenSink<Trigger, Failure: Swift.Error, Observer: ObserverType>:
    SequentialSink<Observer>, ObserverType
{
    typealias Element = Observer.Element
    fileprivate let errors = PublishSubject<Failure>()
    private let triggers = PublishSubject<Trigger>()
    fileprivate let triggerSubscription = SerialDisposable()
    private let source: Observable<Element>

    init(source: Observable<Element>, observer: Observer) {
        self.source = source
        super.init(observer: observer)
    }

    func run(notifier: Observable<Trigger>) -> Disposable {
        let notifierSubscription = notifier.subscribeUnwrapped(triggers)
        moveNext()
        return Disposables.create(subscription, triggerSubscription, notifierSubscription)
    }

    override func subscribeToNext() -> Disposable? {
        source.subscribeUnwrapped(self)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            guard let failure = error as? Failure else {
                forwardOn(event)
                dispose()
                return
            }
            disposeCurrentSource()
            triggerSubscription.disposable = triggers.subscribeUnwrapped(RetryTriggerObserver(parent: self))
            errors.on(.next(failure))
        case .completed:
            forwardOn(event)
            dispose()
        }
    }
}

private final class RetryTriggerObserver<Trigger, Failure: Swift.Error, Observer: ObserverType>: ObserverType
{
    private let parent: RetryWhenSink<Trigger, Failure, Observer>

    init(parent: RetryWhenSink<Trigger, Failure, Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Trigger>) {
        switch event {
        case .next:
            parent.triggerSubscription.disposable = Disposables.create()
            parent.moveNext()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            parent.forwardOn(.completed)
            parent.dispose()
        }
    }
}
