import RxCore
@testable import RxReactor
import RxTesting
import Testing

private final class AlertReactor: Reactor {
    enum Action { case alert(String), rename(String) }
    struct State {
        @Pulse var alert: String?
        var name = ""
    }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        switch mutation {
        case .alert(let message): state.alert = message
        case .rename(let name): state.name = name
        }
        return state
    }
}

struct PulseTests {
    @Test func pulseEmitsOnEveryAssignment_includingEqualValues_andNotOnOtherChanges() {
        let reactor = AlertReactor()
        var alerts: [String?] = []
        _ = reactor.pulse(\.$alert).subscribe(onNext: { alerts.append($0) })
        reactor.action.onNext(.alert("wrong password"))
        reactor.action.onNext(.rename("kim"))
        reactor.action.onNext(.alert("wrong password"))
        #expect(alerts == [nil, "wrong password", "wrong password"])
    }

    @Test func updateCounterWrapsInsteadOfTrapping() {
        var pulse = Pulse(wrappedValue: 0)
        pulse.valueUpdatedCount = UInt.max
        pulse.wrappedValue = 1
        #expect(pulse.valueUpdatedCount == 0)
        #expect(pulse.value == 1)
        pulse.valueUpdatedCount = UInt.max
        pulse.value = 2
        #expect(pulse.valueUpdatedCount == 0)
        pulse.value = 3
        #expect(pulse.valueUpdatedCount == 1)
    }

    @Test func assigningValueDirectly_countsAsAnUpdate() {
        var pulse = Pulse(wrappedValue: "a")
        #expect(pulse.valueUpdatedCount == 0)
        pulse.value = "a"
        pulse.value = "b"
        #expect(pulse.valueUpdatedCount == 2)
        pulse.wrappedValue = "b"
        #expect(pulse.valueUpdatedCount == 3)
        #expect(pulse.projectedValue.value == "b")
    }
}

struct ActionSubjectTests {
    @Test func forwardsNextOnly() {
        let subject = ActionSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(testError)
        subject.onCompleted()
        subject.onNext(2)
        #expect(events == [.next(1), .next(2)])
        #expect(subject.hasObservers)
    }

    @Test func observersAreCountedPerSubscription() {
        let subject = ActionSubject<Int>()
        let first = subject.subscribe()
        let second = subject.subscribe()
        #expect(subject.observers.count == 2)
        second.dispose()
        #expect(subject.observers.count == 1)
        first.dispose()
        #expect(subject.observers.isEmpty)
        #expect(!subject.hasObservers)
    }

    @Test func anActionSentDuringADelivery_isDeliveredAtOnce() {
        let subject = ActionSubject<Int>()
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { value in
            seen.append(value)
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        #expect(seen == [1, 2])
    }
}

struct StateRelayTests {
    @Test func valueIsReadableSettableAndObservable() {
        struct Point { var x: Int }
        let relay = StateRelay(value: Point(x: 1))
        var xs: [Int] = []
        _ = relay.subscribe(onNext: { xs.append($0.x) })
        relay.value = Point(x: 2)
        relay.accept(Point(x: 3))
        #expect(xs == [1, 2, 3])
        #expect(relay.x == 3)
    }
}

struct IdentityTests {
    final class Item: IdentityHashable {}

    @Test func identityEquatableAndHashable() {
        let a = Item()
        let b = Item()
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, a, b]).count == 2)
    }
}
