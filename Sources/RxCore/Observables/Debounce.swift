extension ObservableType {
    /// Ignores elements that are followed by another element within `dueTime`, using `scheduler` to run
    /// the timers.
    ///
    /// An element still waiting when the source completes is emitted right before the completion; a
    /// waiting element is dropped when the source fails.
    ///
    /// - seealso: [debounce on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    ///
    /// - parameter dueTime: Quiet period that must follow an element before it is emitted.
    /// - parameter scheduler: Scheduler to run the debounce timers on.
    /// - returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    private let lock = RecursiveLock()
    private let cancellable = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    private var id: UInt64 = 0
    private var value: Element?

    init(parent: Debounce<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribeUnwrapped(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked { synchronizedOn(event) }
    }

    private func synchronizedOn(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            id &+= 1
            let currentID = id
            value = element
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(
                parent.scheduler.scheduleRelative(currentID, dueTime: parent.dueTime) { timerID in
                    self.propagate(timerID)
                    return Disposables.create()
                })
        case .error:
            value = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let value {
                self.value = nil
                forwardOn(.next(value))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    private func propagate(_ timerID: UInt64) {
        lock.performLocked {
            guard let value, id == timerID else { return }
            self.value = nil
            forwardOn(.next(value))
        }
    }
}

private final class Debounce<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}
