// range: emits `count` consecutive integers starting at `start`.

extension ObservableType where Element: RxAbstractInteger {
    /// Generates an observable sequence of integral numbers within a specified range, using the
    /// specified scheduler to generate and send out observer messages.
    ///
    /// - Parameters:
    ///   - start: The value of the first integer in the sequence.
    ///   - count: The number of sequential integers to generate.
    ///   - scheduler: Scheduler to run the generator loop on.
    /// - Returns: An observable sequence that contains a range of sequential integral numbers.
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    fileprivate let start: Element
    fileprivate let count: Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else {
            rxFatalError("range: count can't be negative")
        }
        guard count == 0 || start.addingReportingOverflow(count - 1).overflow == false else {
            rxFatalError("range: start + count - 1 overflows")
        }
        self.start = start
        self.count = count
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = RangeSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class RangeSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element
    private let parent: RangeProducer<Element>

    init(parent: RangeProducer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(0 as Element) { index, recurse in
            if index < self.parent.count {
                self.forwardOn(.next(self.parent.start + index))
                recurse(index + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}
