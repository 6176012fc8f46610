extension ObservableType {
    /// A sequence of the given elements, delivered on `scheduler` (by default the current thread's
    /// trampoline, so that concurrent sequences interleave like in RxSwift).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the sequence's elements.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// A sequence of the optional's value, or an empty sequence.
    public static func from(
        optional: Element?, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

private final class ObservableSequence<Source: Sequence>: Producer<Source.Element>, @unchecked Sendable {
    let elements: Source
    let scheduler: ImmediateSchedulerType

    init(elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = ObservableSequenceSink(observer: observer)
        let subscription = scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                sink.forwardOn(.next(next))
                recurse(iterator)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        sink.attach(subscription)
        return sink
    }
}

private final class ObservableSequenceSink<Observer: ObserverType>: Sink<Observer> {}
