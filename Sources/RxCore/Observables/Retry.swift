// retry / retry(_ maxAttemptCount:): resubscribe to the source after an error.

extension ObservableType {
    /// Repeats the source sequence until it successfully terminates: every error resubscribes.
    public func retry() -> Observable<Element> {
        RetryProducer(source: asObservable(), maxAttemptCount: nil)
    }

    /// Repeats the source sequence the specified number of times in case of an error, or until
    /// it successfully terminates. After the last attempt the error is forwarded.
    ///
    /// - Parameter maxAttemptCount: Maximum number of times to subscribe to the source.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        RetryProducer(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

private final class RetryProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        if let maxAttemptCount, maxAttemptCount < 0 {
            rxFatalError("retry: maxAttemptCount can't be negative")
        }
        self.source = source
        self.maxAttemptCount = maxAttemptCount
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RetrySink(
            source: source, remainingAttempts: maxAttemptCount, observer: observer, cancel: cancel)
        sink.moveNext()
        return (sink, sink.subscription)
    }
}

private final class RetrySink<Observer: ObserverType>: SequentialSink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let source: Observable<Element>
    /// `nil` retries forever.
    private var remainingAttempts: Int?
    private var lastError: Swift.Error?

    init(source: Observable<Element>, remainingAttempts: Int?, observer: Observer, cancel: Cancelable) {
        self.source = source
        self.remainingAttempts = remainingAttempts
        super.init(observer: observer, cancel: cancel)
    }

    override func subscribeToNext() -> Disposable? {
        if let remaining = remainingAttempts {
            guard remaining > 0 else {
                if let lastError {
                    forwardOn(.error(lastError))
                } else {
                    forwardOn(.completed)
                }
                dispose()
                return nil
            }
            remainingAttempts = remaining - 1
        }
        return source.subscribe(self)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            moveNext()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }
}
