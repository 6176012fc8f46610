import RxCore
import RxTesting
import Testing

/// The subjects under test, by name: a fresh one each time, as its observable and its observer side.
private func makeSubject(_ name: String) -> (Observable<Int>, AnyObserver<Int>) {
    switch name {
    case "PublishSubject":
        let subject = PublishSubject<Int>()
        return (subject.asObservable(), subject.asObserver())
    case "BehaviorSubject":
        let subject = BehaviorSubject(value: -1)
        return (subject.asObservable(), subject.asObserver())
    default:
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        return (subject.asObservable(), subject.asObserver())
    }
}

/// A subscriber may send to the subject it listens to from its own handler, an element and then the
/// terminal event, without deadlocking; everything it sends reaches it, in order, before the outer send
/// returns.
struct SubjectReentrancyTests {
    @Test(arguments: ["PublishSubject", "BehaviorSubject", "ReplaySubject"], [false, true])
    func elementThenTerminalEvent_fromTheHandler(subject name: String, failing: Bool) {
        let (observable, observer) = makeSubject(name)
        var events: [Event<Int>] = []
        let subscription = observable.subscribe { event in
            events.append(event)
            switch event {
            case .next(0): observer.onNext(1)
            case .next(1): failing ? observer.onError(testError) : observer.onCompleted()
            default: break
            }
        }
        observer.onNext(0)
        let terminal: Event<Int> = failing ? .error(testError) : .completed
        // BehaviorSubject's initial value (-1) comes first.
        #expect(events.filter { $0 != .next(-1) } == [.next(0), .next(1), terminal])
        subscription.dispose()
    }
}
