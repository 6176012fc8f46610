extension ObservableType {
    /// Views the sequence as a `Single`: it must emit exactly one element and then complete.
    ///
    /// A second element fails with `RxError.moreThanOneElement`; completion without an element fails
    /// with `RxError.noElements`.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Views the `Single` as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable())
    }

    /// Views the `Single` as a `Completable`, dropping its element.
    public func asCompletable() -> Completable {
        primitiveSequence.asObservable().droppingElements()
    }
}

private final class AsSingle<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer)
        sink.attach(source.subscribeUnwrapped(sink))
        return sink
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = next
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}
