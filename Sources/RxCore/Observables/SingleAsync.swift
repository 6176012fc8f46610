// single() / single(_ predicate:): exactly one (matching) element, else an error.
// (Named SingleAsync.swift because the Single trait owns Single.swift.)

extension ObservableType {
    /// The only element of the sequence. Errors with `RxError.moreThanOneElement` on a second
    /// element and with `RxError.noElements` when the source completes empty.
    public func single() -> Observable<Element> {
        SingleAsyncProducer(source: asObservable(), predicate: nil)
    }

    /// The only element of the sequence that satisfies `predicate`. Errors with
    /// `RxError.moreThanOneElement` on a second match and with `RxError.noElements` when the
    /// source completes without a match.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsyncProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SingleAsyncProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SingleAsyncSink(predicate: predicate, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: ((Element) throws -> Bool)?
    private var seenValue = false

    init(predicate: ((Element) throws -> Bool)?, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) {
                    return
                }
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if seenValue {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            seenValue = true
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if seenValue {
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}
