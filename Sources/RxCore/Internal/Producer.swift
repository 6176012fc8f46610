/// The base class of operators: `subscribe` creates a sink through `run`, going through
/// `CurrentThreadScheduler`'s trampoline when no schedule is active on this thread (RxSwift semantics).
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        CurrentThreadScheduler.trampoline { subscribeNow(observer) }
    }

    @inline(__always)
    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Creates the operator's sink, subscribes it, and returns both.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod()
    }
}
