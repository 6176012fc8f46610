import Dispatch
import RxCore
import Synchronization
import Testing

/// Subjects keep observers of every kind in one non-generic bag and deliver from a snapshot that is
/// rebuilt after each change: observers of different types, added and removed while an element is
/// being delivered, and from several threads.
struct SubjectObserverBagTests {
    private final class Recorder: ObserverType {
        var elements: [Int] = []
        func on(_ event: Event<Int>) {
            if case .next(let element) = event { elements.append(element) }
        }
    }

    private struct ValueRecorder: ObserverType {
        let recorder: Recorder
        func on(_ event: Event<Int>) { recorder.on(event) }
    }

    /// Three kinds of observers, a fourth subscribed and one removed while element 1 is delivered:
    /// the newcomer gets the next elements (a behavior subject also replays 1 to it), the removed one
    /// gets nothing more.
    private func exercise<Subject: SubjectType>(_ subject: Subject, initial: [Int], replaysToNewcomers: Bool)
    where Subject.Element == Int, Subject.Observer.Element == Int {
        let plain = Recorder()
        let boxed = Recorder()
        let closure = Recorder()
        let late = Recorder()
        var lateSubscription: Disposable?
        var boxedSubscription: Disposable?
        let plainSubscription = subject.subscribe(plain)
        boxedSubscription = subject.subscribe(AnyObserver(ValueRecorder(recorder: boxed)))
        let closureSubscription = subject.subscribe(onNext: { element in
            closure.elements.append(element)
            if element == 1 {
                lateSubscription = subject.subscribe(late)
                boxedSubscription?.dispose()
            }
        })
        let sink = subject.asObserver()
        sink.onNext(1)
        sink.onNext(2)
        sink.onNext(3)
        #expect(plain.elements == initial + [1, 2, 3])
        #expect(boxed.elements == initial + [1])
        #expect(closure.elements == initial + [1, 2, 3])
        #expect(late.elements == (replaysToNewcomers ? [1, 2, 3] : [2, 3]))
        plainSubscription.dispose()
        closureSubscription.dispose()
        lateSubscription?.dispose()
        sink.onNext(4)
        #expect(plain.elements.last == 3 && late.elements.last == 3)
    }

    @Test func publishSubject_deliversToEveryKindOfObserverFromAFreshSnapshot() {
        let subject = PublishSubject<Int>()
        exercise(subject, initial: [], replaysToNewcomers: false)
        #expect(!subject.hasObservers)
    }

    @Test func behaviorSubject_deliversToEveryKindOfObserverFromAFreshSnapshot() {
        let subject = BehaviorSubject(value: 0)
        exercise(subject, initial: [0], replaysToNewcomers: true)
        #expect(!subject.hasObservers)
    }

    /// Several threads subscribe observers of different types and dispose them while two threads
    /// send: every subscriber sees each sender's elements in order, and none is left subscribed.
    @Test(arguments: [false, true])
    func concurrentSubscribersOfDifferentTypes_receiveInOrderAndLeaveNoObserver(viaShare: Bool) {
        let subject = PublishSubject<Int>()
        let target = viaShare ? subject.share() : subject.asObservable()
        let boxes = UncheckedBox((subject, target))
        let stop = Atomic<Bool>(false)
        let senders = DispatchGroup()
        for sender in 0..<2 {
            DispatchQueue.global().async(group: senders) {
                var index = 0
                while !stop.load(ordering: .relaxed) {
                    boxes.value.0.onNext(sender * 1_000_000 + index)
                    index += 1
                }
            }
        }
        let disorder = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            for round in 0..<300 {
                let last = Mutex<[Int]>([-1, -1])
                let record: @Sendable (Int) -> Void = { value in
                    let ordered = last.withLock { last in
                        defer { last[value / 1_000_000] = value }
                        return last[value / 1_000_000] < value
                    }
                    if !ordered { disorder.add(1, ordering: .relaxed) }
                }
                let subscription: Disposable
                switch (thread + round) % 3 {
                case 0: subscription = boxes.value.1.subscribe(onNext: record)
                case 1:
                    subscription = boxes.value.1.subscribe(
                        AnyObserver { event in if case .next(let value) = event { record(value) } })
                default: subscription = boxes.value.1.map { $0 }.subscribe(onNext: record)
                }
                subscription.dispose()
            }
        }
        stop.store(true, ordering: .relaxed)
        senders.wait()
        #expect(disorder.load(ordering: .acquiring) == 0)
        #expect(!subject.hasObservers)
    }
}
