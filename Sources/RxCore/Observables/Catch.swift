// catch / catchAndReturn: continue with another sequence when the source errors.

extension ObservableType {
    /// Continues an observable sequence that is terminated by an error with the observable
    /// sequence produced by the handler.
    ///
    /// - Parameter handler: Error handler function, producing another observable sequence.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        CatchProducer(source: asObservable(), handler: handler)
    }

    /// Continues an observable sequence that is terminated by an error with a single element.
    ///
    /// - Parameter element: Last element in an observable sequence in case an error occurs.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchProducer(source: asObservable()) { _ in Observable.just(element) }
    }

    /// Continues an observable sequence that is terminated by an error with the observable
    /// sequence produced by the handler.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        `catch`(handler)
    }

    /// Continues an observable sequence that is terminated by an error with a single element.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

private final class CatchProducer<Element>: Producer<Element>, @unchecked Sendable {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
        self.source = source
        self.handler = handler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer)
        let subscription = sink.run(source)
        sink.attach(subscription)
        return sink
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handler: CatchProducer<Element>.Handler
    private let subscription = SerialDisposable()

    init(handler: @escaping CatchProducer<Element>.Handler, observer: Observer) {
        self.handler = handler
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeUnwrapped(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            do {
                let continuation = try handler(error)
                subscription.disposable = continuation.subscribeUnwrapped(
                    CatchContinuationObserver(parent: self))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

private final class CatchContinuationObserver<Observer: ObserverType>: ObserverType {
    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        parent.forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            parent.dispose()
        }
    }
}
