import RxCore
import RxTesting
import Testing

/// A stand-in for a UI object.
final class FakeLabel: ReactiveCompatible {
    var text: String = ""
    var isHidden = false
    var history: [String] = []
    let name = "label"
}

struct BinderTests {
    @Test func binder_appliesElementsOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = FakeLabel()
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .completed(230),
        ])
        let binder = Binder<String>(label, scheduler: scheduler) { label, text in
            label.history.append("\(scheduler.clock):\(text)")
        }
        scheduler.scheduleAt(200) { _ = xs.subscribe(binder) }
        scheduler.start()
        // The test scheduler runs "now" work one tick later (processing delay).
        #expect(label.history == ["211:a", "221:b"])
        #expect(xs.subscriptions == [Subscription(200)])
    }

    @Test func binder_weakTarget_stopsWhenTheTargetIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: FakeLabel? = FakeLabel()
        weak let weakLabel = label
        var applied: [String] = []
        let binder = Binder<String>(label!, scheduler: scheduler) { _, text in applied.append(text) }
        let subject = PublishSubject<String>()
        _ = subject.subscribe(binder)
        scheduler.scheduleAt(100) { subject.on(.next("a")) }
        scheduler.scheduleAt(200) { label = nil }
        scheduler.scheduleAt(300) { subject.on(.next("b")) }
        scheduler.start()
        #expect(applied == ["a"])
        #expect(weakLabel == nil)
    }

    /// The synthesised binder uses the default `MainScheduler.instance`, which applies at once on the
    /// main queue; the test runs on the main actor (the main queue) to observe that.
    @MainActor @Test func reactive_writableKeyPath_synthesisesAMainSchedulerBinder() {
        let label = FakeLabel()
        let relay = PublishRelay<String>()
        let hidden = PublishRelay<Bool>()
        let bag = DisposeBag()
        relay.subscribe(label.rx.text).disposed(by: bag)
        hidden.subscribe(label.rx.isHidden).disposed(by: bag)
        relay.accept("hello")
        hidden.accept(true)
        #expect(label.text == "hello")
        #expect(label.isHidden)
        // Read-only access through `rx` still reads the property.
        #expect(label.rx.name == "label")
    }
}
