import RxCore

/// Virtual time in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests, with RxTest's API: hot and cold test observables, recording
/// observers, and `start(created:subscribed:disposed:create:)`.
///
/// With `simulateProcessingDelay`, work scheduled at or before the current time runs one tick later.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable
{
    /// RxTest's default times.
    public enum Defaults {
        /// When `start` creates the sequence.
        public static let created: TestTime = 100
        /// When `start` subscribes.
        public static let subscribed: TestTime = 200
        /// When `start` disposes.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock`; one tick is `resolution` seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable that sends `events` at their times, whether or not anyone is subscribed.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` at their times relative to each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the clock's time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`, runs the
    /// scheduler, and returns what the subscription received.
    public func start<Element, Output: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        var source: Output?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source!.asObservable().subscribe(observer) }
        scheduleAt(disposed) { subscription!.dispose() }
        start()
        return observer
    }

    /// `start` with the default creation and subscription times.
    public func start<Element, Output: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with all default times (100, 200, 1000), the factory unlabelled: `start { … }` or
    /// `start(factory)`.
    public func start<Element, Output: ObservableConvertibleType>(_ create: @escaping () -> Output)
        -> TestableObserver<Element> where Output.Element == Element
    {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }
}
