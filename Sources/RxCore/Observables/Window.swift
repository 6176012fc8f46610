extension ObservableType {
    /// Splits the source into windows, each an observable that completes when it holds `count` elements
    /// or when `timeSpan` has passed since it opened, whichever comes first.
    ///
    /// The first window opens on subscription. The source stays subscribed while the outer sequence or
    /// any window is still subscribed.
    ///
    /// - seealso: [window on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    ///
    /// - parameter timeSpan: Maximum time length of a window.
    /// - parameter count: Maximum element count of a window.
    /// - parameter scheduler: Scheduler to run the windowing timers on.
    /// - returns: A sequence of windows.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Observable<Element> {
    private let parent: WindowTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    private let refCount: RefCountDisposable

    // MARK: - State (guarded by `lock`)
    private var subject = PublishSubject<Element>()
    private var count = 0
    private var windowID = 0

    init(parent: WindowTimeCount<Element>, observer: Observer) {
        self.parent = parent
        _ = group.insert(timer)
        refCount = RefCountDisposable(disposable: group)
        super.init(observer: observer)
    }

    func run() -> Disposable {
        forwardOn(.next(WindowObservable(subject: subject, refCount: refCount).asObservable()))
        startTimer(windowID)
        _ = group.insert(parent.source.subscribeUnwrapped(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        let newWindowID: Int? = lock.performLocked {
            switch event {
            case .next(let element):
                subject.on(.next(element))
                count += 1
                guard count == parent.count else { return nil }
                count = 0
                windowID &+= 1
                completeWindowAndOpenNext()
                return windowID
            case .error(let error):
                subject.on(.error(error))
                forwardOn(.error(error))
                dispose()
                return nil
            case .completed:
                subject.on(.completed)
                forwardOn(.completed)
                dispose()
                return nil
            }
        }
        if let newWindowID {
            startTimer(newWindowID)
        }
    }

    private func completeWindowAndOpenNext() {
        subject.on(.completed)
        subject = PublishSubject<Element>()
        forwardOn(.next(WindowObservable(subject: subject, refCount: refCount).asObservable()))
    }

    private func startTimer(_ windowID: Int) {
        if timer.isDisposed || lock.performLocked({ self.windowID != windowID }) { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousWindowID in
                let newWindowID: Int? = self.lock.performLocked {
                    guard previousWindowID == self.windowID else { return nil }
                    self.count = 0
                    self.windowID &+= 1
                    self.completeWindowAndOpenNext()
                    return self.windowID
                }
                if let newWindowID {
                    self.startTimer(newWindowID)
                }
                return Disposables.create()
            })
    }
}

/// One window: the window's subject, holding a reference on the source subscription while subscribed.
private final class WindowObservable<Element>: Producer<Element>, @unchecked Sendable {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let release = refCount.retain()
        let sink = WindowObservableSink(observer: observer)
        let subscription = Disposables.create(release, subject.subscribe(sink))
        sink.attach(subscription)
        return sink
    }
}

private final class WindowObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

private final class WindowTimeCount<Element>: Producer<Observable<Element>>, @unchecked Sendable {
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
    where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}
