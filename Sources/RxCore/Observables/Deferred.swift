extension ObservableType {
    /// A sequence made anew for every subscriber by `observableFactory`; a thrown error becomes an error
    /// event.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(factory: observableFactory)
    }
}

private final class Deferred<Element>: Producer<Element>, @unchecked Sendable {
    private let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        do {
            let subscription = try factory().subscribe(sink.forwarder())
            return (sink: sink, subscription: subscription)
        } catch {
            sink.forwardOn(.error(error))
            sink.dispose()
            return (sink: sink, subscription: Disposables.create())
        }
    }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer> {}
