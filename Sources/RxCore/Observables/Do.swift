// do: side effects around each event and around subscription and disposal.

extension ObservableType {
    /// Invokes side effects for each event and for the subscription lifecycle, passing the
    /// events through unchanged. A throwing handler turns into an error event.
    ///
    /// - Parameters:
    ///   - onNext: Called for each element, before it is forwarded.
    ///   - afterNext: Called for each element, after it was forwarded.
    ///   - onError: Called for an error, before it is forwarded.
    ///   - afterError: Called for an error, after it was forwarded.
    ///   - onCompleted: Called on completion, before it is forwarded.
    ///   - afterCompleted: Called on completion, after it was forwarded.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called after the subscription is disposed, for any reason.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(
            source: asObservable(),
            handlers: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted),
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

private final class DoProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let handlers: DoHandlers<Element>
    fileprivate let onSubscribe: (() -> Void)?
    fileprivate let onSubscribed: (() -> Void)?
    fileprivate let onDispose: (() -> Void)?

    init(
        source: Observable<Element>,
        handlers: DoHandlers<Element>,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        onSubscribed?()
        guard let onDispose else {
            sink.attach(subscription)
            return sink
        }
        let allSubscriptions = Disposables.create {
            subscription.dispose()
            onDispose()
        }
        sink.attach(allSubscriptions)
        return sink
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, observer: Observer) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                try handlers.onNext?(element)
                forwardOn(event)
                try handlers.afterNext?(element)
            case .error(let error):
                try handlers.onError?(error)
                forwardOn(event)
                try handlers.afterError?(error)
                dispose()
            case .completed:
                try handlers.onCompleted?()
                forwardOn(event)
                try handlers.afterCompleted?()
                dispose()
            }
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }
}
