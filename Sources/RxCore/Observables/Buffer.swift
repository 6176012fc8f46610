extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when `timeSpan` has
    /// passed since the previous array was emitted, whichever comes first.
    ///
    /// A window that closes on time is emitted even when empty. On completion the current array (possibly
    /// empty) is emitted before the completion; on error it is dropped.
    ///
    /// - seealso: [buffer on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    ///
    /// - parameter timeSpan: Maximum time length of a buffer.
    /// - parameter count: Maximum element count of a buffer.
    /// - parameter scheduler: Scheduler to run the buffering timers on.
    /// - returns: A sequence of buffers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]>
    {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    private var buffer: [Element] = []
    private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        startTimer(windowID)
        return Disposables.create(timer, parent.source.subscribeUnwrapped(self))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == parent.count {
                    emitBufferAndStartNewWindow()
                }
            case .error(let error):
                buffer = []
                forwardOn(.error(error))
                dispose()
            case .completed:
                forwardOn(.next(buffer))
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func emitBufferAndStartNewWindow() {
        windowID &+= 1
        let currentWindowID = windowID
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        startTimer(currentWindowID)
    }

    private func startTimer(_ windowID: Int) {
        if timer.isDisposed || self.windowID != windowID { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousWindowID in
                self.lock.performLocked {
                    if previousWindowID == self.windowID {
                        self.emitBufferAndStartNewWindow()
                    }
                }
                return Disposables.create()
            })
    }
}

private final class BufferTimeCount<Element>: Producer<[Element]>, @unchecked Sendable {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}
