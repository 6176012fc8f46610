// ifEmpty(switchTo:): a fallback sequence for an empty source.

extension ObservableType {
    /// Returns the elements of the source, or the elements of `other` when the source completes
    /// without emitting any element.
    ///
    /// - Parameter other: Observable sequence used when the source is empty.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmptyProducer(source: asObservable(), other: other)
    }
}

private final class SwitchIfEmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer)
        let subscription = sink.run(source)
        sink.attach(subscription)
        return sink
    }
}

private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let other: Observable<Element>
    private let otherSubscription = SingleAssignmentDisposable()
    private var isEmpty = true

    init(other: Observable<Element>, observer: Observer) {
        self.other = other
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribeUnwrapped(self)
        return Disposables.create(subscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            guard isEmpty else {
                forwardOn(.completed)
                dispose()
                return
            }
            otherSubscription.setDisposable(
                other.subscribeUnwrapped(SwitchIfEmptyOtherObserver(parent: self)))
        }
    }
}

private final class SwitchIfEmptyOtherObserver<Observer: ObserverType>: ObserverType {
    private let parent: SwitchIfEmptySink<Observer>

    init(parent: SwitchIfEmptySink<Observer>) {
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
