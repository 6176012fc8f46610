import Foundation
import RxCore
import RxTesting
import Testing

struct PublishSubjectTests {
    @Test func deliversToCurrentSubscribersOnly() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        subject.onNext(0)
        let a = subject.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        a.dispose()
        subject.onNext(3)
        b.dispose()
        #expect(first == [1, 2])
        #expect(second == [2, 3])
        #expect(!subject.hasObservers)
    }

    @Test func terminalEventIsReplayedToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onError(testError)
        subject.onNext(1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var error: Swift.Error?
        _ = subject.subscribe(onError: { error = $0 })
        #expect(subject.isDisposed)
        if case .disposed = error as? RxError {} else { Issue.record("expected RxError.disposed, got \(String(describing: error))") }
    }

    @Test func reentrantSendDoesNotDeadlock() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(0)
        #expect(received == [0, 1, 2, 3])
    }

    @Test func concurrentSendsAreAllDelivered() async {
        let subject = PublishSubject<Int>()
        let counter = LockedCounter()
        let subscription = subject.subscribe(onNext: { _ in counter.increment() })
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for value in 0..<10_000 { subject.onNext(value) }
        }
        subscription.dispose()
        #expect(counter.value == 80_000)
    }

    @Test func manySubscribersAreAllServed_andRemovedInAnyOrder() {
        let subject = PublishSubject<Int>()
        var counts = [Int](repeating: 0, count: 100)
        let subscriptions = (0..<100).map { index in
            subject.subscribe(onNext: { _ in counts[index] += 1 })
        }
        subject.onNext(1)
        for index in stride(from: 0, to: 100, by: 2) { subscriptions[index].dispose() }
        subject.onNext(2)
        #expect(counts.enumerated().allSatisfy { $0.element == ($0.offset.isMultiple(of: 2) ? 1 : 2) })
    }
}

struct BehaviorSubjectTests {
    @Test func replaysCurrentValueThenFollows() throws {
        let subject = BehaviorSubject(value: "a")
        var received: [String] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext("b")
        #expect(try subject.value() == "b")
        var late: [String] = []
        _ = subject.subscribe(onNext: { late.append($0) })
        #expect(received == ["a", "b"])
        #expect(late == ["b"])
    }

    @Test func valueThrowsAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(testError)
        #expect(throws: TestError.self) { try subject.value() }
    }

    @Test func virtualTime_subscriptionWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        scheduler.scheduleAt(300) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        let res = scheduler.start { subject.asObservable() }
        #expect(res.events == [.next(200, 0), .next(300, 1), .completed(400)])
    }
}

/// A thread-safe counter for concurrency tests.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
