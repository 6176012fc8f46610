/// The base class of operators: subscribing runs the operator (`run`), going through
/// `CurrentThreadScheduler`'s trampoline when no schedule is active on this thread (RxSwift semantics).
/// Sequences that deliver at once without a sink (`just`, `empty`, `error`, `never`) subclass
/// `Observable` directly.
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    override init() {
        super.init()
    }

    /// Returns a `SinkDisposer`: disposing it, or a terminal event reaching `observer`, lets go of the
    /// operator's sink, so a caller that keeps the disposable does not keep `observer` alive.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let sink = CurrentThreadScheduler.trampoline {
            run(DisposingObserver(observer: observer, disposer: disposer))
        }
        disposer.setSink(sink)
        return disposer
    }

    override func subscribeUnwrapped<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        CurrentThreadScheduler.trampoline { run(observer) }
    }

    /// Creates the operator's sink, subscribes it to the sources, attaches that subscription to it
    /// and returns the sink (or, for operators without a sink, the subscription).
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }
}
