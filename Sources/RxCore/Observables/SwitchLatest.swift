// switchLatest: elements of the most recent inner sequence only.

extension ObservableType where Element: ObservableConvertibleType {
    /// Transforms an observable sequence of observable sequences into one that produces values
    /// only from the most recent inner sequence. Each new inner sequence disposes the previous.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer<Element, Element>(source: asObservable()) { $0 }
    }
}

/// Source elements mapped to inner sequences; only the latest one is subscribed
/// (switchLatest, flatMapLatest).
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
    @unchecked Sendable
{
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Inner.Element {
        let sink = SwitchSink<SourceElement, Inner, Observer>(
            selector: selector, observer: observer)
        let subscription = sink.run(source)
        sink.attach(subscription)
        return sink
    }
}

private final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    fileprivate let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private let selector: (SourceElement) throws -> Inner
    fileprivate var stopped = false
    fileprivate var latest = 0
    fileprivate var hasLatest = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer) {
        self.selector = selector
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeUnwrapped(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let (inner, id) = innerArrived(element) else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            let observer = SwitchInnerObserver(parent: self, id: id, subscription: subscription)
            subscription.setDisposable(inner.subscribeUnwrapped(observer))
        case .error(let error):
            lock.lock()
            forwardOn(.error(error))
            dispose()
            lock.unlock()
        case .completed:
            lock.lock()
            stopped = true
            sourceSubscription.dispose()
            if !hasLatest {
                forwardOn(.completed)
                dispose()
            }
            lock.unlock()
        }
    }

    private func innerArrived(_ element: SourceElement) -> (Observable<Inner.Element>, Int)? {
        lock.lock()
        defer { lock.unlock() }
        do {
            let inner = try selector(element).asObservable()
            hasLatest = true
            latest = latest &+ 1
            return (inner, latest)
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }
}

private final class SwitchInnerObserver<
    SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType
>:
    ObserverType
where Observer.Element == Inner.Element {
    private let parent: SwitchSink<SourceElement, Inner, Observer>
    private let id: Int
    private let subscription: Disposable

    init(parent: SwitchSink<SourceElement, Inner, Observer>, id: Int, subscription: Disposable) {
        self.parent = parent
        self.id = id
        self.subscription = subscription
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next:
            break
        case .error, .completed:
            subscription.dispose()
        }
        guard parent.latest == id else { return }
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.hasLatest = false
            if parent.stopped {
                parent.forwardOn(event)
                parent.dispose()
            }
        }
    }
}
