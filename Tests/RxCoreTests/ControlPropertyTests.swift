import RxCore
import RxTesting
import Testing

/// On the main actor: controls subscribe to their sources on the main queue, at once only when already there.
@MainActor
struct ControlPropertyTests {
    /// A text field's `text` property: current value first, then changes; writes go to the field.
    private final class FakeTextField {
        let text = BehaviorRelay<String?>(value: nil)
        var property: ControlProperty<String?> {
            ControlProperty(
                values: text.asObservable(),
                valueSink: AnyObserver { [text] event in
                    if case .next(let value) = event { text.accept(value) }
                })
        }
    }

    @Test func orEmpty_mapsNilToEmptyString() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = FakeTextField()
        scheduler.scheduleAt(210) { field.text.accept("ab") }
        scheduler.scheduleAt(220) { field.text.accept(nil) }
        let res = scheduler.start { field.property.orEmpty }
        #expect(res.events == [.next(200, ""), .next(210, "ab"), .next(220, "")])
    }

    @Test func orEmpty_writesThroughToTheProperty() {
        let field = FakeTextField()
        field.property.orEmpty.on(.next("typed"))
        #expect(field.text.value == "typed")
    }

    @Test func changed_skipsTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = FakeTextField()
        field.text.accept("initial")
        scheduler.scheduleAt(210) { field.text.accept("x") }
        let res = scheduler.start { field.property.changed }
        #expect(res.events == [.next(210, "x")])
    }

    @Test func controlProperty_bindingIntoItSetsTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a" as String?), .next(220, nil)])
        let field = FakeTextField()
        var seen: [String?] = []
        scheduler.scheduleAt(200) { _ = xs.subscribe(field.property) }
        scheduler.scheduleAt(215) { seen.append(field.text.value) }
        scheduler.scheduleAt(225) { seen.append(field.text.value) }
        scheduler.start()
        #expect(seen == ["a", nil])
        #expect(xs.subscriptions == [Subscription(200)])
    }

    @Test func controlEvent_asDriver_deliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { ControlEvent(events: taps).asDriver().map { 1 } }
        }
        #expect(res.events == [.next(211, 1), .next(221, 1)])
        #expect(taps.subscriptions == [Subscription(200, 1000)])
    }

    @Test func controlProperty_asDriver_replaysTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = FakeTextField()
        field.text.accept("now")
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { field.property.orEmpty.asDriver() }
        }
        #expect(res.events == [.next(201, "now")])
    }
}
