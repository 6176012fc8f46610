import RxCore
import RxTesting
import Testing

struct ObservableBindTests {
    @Test func bindTo_severalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(second.events == first.events)
        // A binding is a plain subscription: like RxSwift's, it is not disposed by completion.
        #expect(xs.subscriptions == [Subscription(200)])
    }

    @Test func bindTo_optionalObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .completed(250)])
    }

    @Test func bindTo_disposeStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: observer) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func bindOnNext_andDisposedBy() {
        let subject = PublishSubject<String>()
        var received: [String] = []
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            subject.bind(onNext: { received.append($0) }).disposed(by: bag)
        }
        subject.onNext("a")
        bag = nil
        subject.onNext("b")
        #expect(received == ["a"])
    }

    @Test func bindTo_curriedBinder() {
        let subject = PublishSubject<Int>()
        var total = 0
        let binder: (PublishSubject<Int>) -> (Int) -> Disposable = { source in
            { factor in source.subscribe(onNext: { total += $0 * factor }) }
        }
        let subscription = subject.bind(to: binder, curriedArgument: 10)
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        #expect(total == 20)
    }
}
