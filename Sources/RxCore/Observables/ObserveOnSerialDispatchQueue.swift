import Synchronization

/// `observe(on:)` for a `SerialDispatchQueueScheduler`: the queue itself keeps events in order, so each
/// event is handed to it directly.
final class ObserveOnSerialDispatchQueue<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let scheduler: SerialDispatchQueueScheduler
    private let isStopped = Atomic<Bool>(false)

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        } else if isStopped.load(ordering: .acquiring) {
            return
        }
        _ = scheduler.scheduleInternal(event) { event in
            // Events still queued when the subscription is disposed are dropped by `forwardOn`.
            self.forwardOn(event)
            if event.isStopEvent {
                self.dispose()
            }
            return Disposables.create()
        }
    }
}
