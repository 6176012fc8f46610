import RxCore
import RxTesting
import Testing

struct ObservableWindowTests {
    /// Subscribes at 200 to the windows, records each window in its own observer, disposes at
    /// `disposed`; windows stay subscribed until they end.
    private func record(
        _ scheduler: TestScheduler, disposed: TestTime = 1000,
        _ windows: @escaping () -> Observable<Observable<Int>>
    ) -> (opened: [TestTime], windows: [TestableObserver<Int>], outer: [Recorded<String>]) {
        var opened: [TestTime] = []
        var observers: [TestableObserver<Int>] = []
        var outer: [Recorded<String>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = windows().subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let window):
                        let observer = scheduler.createObserver(Int.self)
                        opened.append(scheduler.clock)
                        observers.append(observer)
                        outer.append(Recorded(time: scheduler.clock, value: "window"))
                        _ = window.subscribe(observer)
                    case .error:
                        outer.append(Recorded(time: scheduler.clock, value: "error"))
                    case .completed:
                        outer.append(Recorded(time: scheduler.clock, value: "completed"))
                    }
                })
        }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
        return (opened, observers, outer)
    }

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    @Test func window_closesOnCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let result = record(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(result.opened == [200, 240, 310, 370, 440, 510, 580])
        #expect(
            result.windows.map(\.events) == [
                [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)],
                [.next(280, 4), .completed(310)],
                [.next(320, 5), .next(350, 6), .next(370, 7), .completed(370)],
                [.next(420, 8), .completed(440)],
                [.next(470, 9), .completed(510)],
                [.completed(580)],
                [.completed(600)],
            ])
        #expect(result.outer.map(\.time) == [200, 240, 310, 370, 440, 510, 580, 600])
        #expect(result.outer.last?.value == "completed")
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func window_errorReachesOpenWindowAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(600, testError))
        let result = record(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(result.windows.last?.events == [.error(600, testError)])
        #expect(result.outer.map(\.time) == [200, 240, 310, 370, 440, 510, 580, 600])
        #expect(result.outer.last?.value == "error")
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func window_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([])
        let result = record(scheduler, disposed: 450) {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
        }
        #expect(result.opened == [200, 300, 400])
        // The third window keeps the source subscribed after the outer disposal; when its time is up at 500
        // it completes, the last reference goes away and the source subscription and timer end with it.
        #expect(result.windows.map(\.events) == [[.completed(300)], [.completed(400)], [.completed(500)]])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func window_sourceStaysSubscribedWhileAWindowIsObserved() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let result = record(scheduler, disposed: 370) {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        #expect(result.opened == [200, 240, 310, 370])
        #expect(result.windows.last?.events == [.next(420, 8), .completed(440)])
        // The fourth window held the source until it closed at 440.
        #expect(xs.subscriptions == [Subscription(200, 440)])
    }
}
