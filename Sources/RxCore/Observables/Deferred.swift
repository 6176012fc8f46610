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

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DeferredSink(observer: observer)
        do {
            let subscription = try factory().subscribeUnwrapped(sink.forwarder())
            sink.attach(subscription)
            return sink
        } catch {
            sink.forwardOn(.error(error))
            sink.dispose()
            return sink
        }
    }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer> {}
