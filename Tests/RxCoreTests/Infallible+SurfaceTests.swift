import RxCore
import RxTesting
import Testing

/// The rest of RxSwift's `Infallible` API, beyond `InfallibleTests` and `InfallibleOperatorsTests`.
struct InfallibleSurfaceTests {
    private final class Owner {}

    @Test func subscribe_deliversInfallibleEvents() {
        var events: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let element): events.append("next \(element)")
            case .completed: events.append("completed")
            }
        }
        #expect(events == ["next 1", "next 2", "completed"])
    }

    @Test func factories_justOnASchedulerAndDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Infallible.just(1, scheduler: scheduler) }.events == [
                .next(201, 1), .completed(202),
            ])
        var made = 0
        let deferred = Infallible<Int>.deferred {
            made += 1
            return .just(made)
        }
        #expect(TestScheduler(initialClock: 0).start { deferred }.events == [.next(200, 1), .completed(200)])
        #expect(made == 1)
    }

    @Test func combineLatest_andZip_eightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let i = Infallible.just(1)
        let combined = scheduler.start {
            Infallible.combineLatest(i, i, i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        #expect(combined.events == [.next(200, 8), .completed(200)])
        let tuple = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(i, i, i, i, i, i, i, Infallible.just(9)).map { $0.7 }
        }
        #expect(tuple.events == [.next(200, 9), .completed(200)])
        let zipped = TestScheduler(initialClock: 0).start {
            Infallible.zip(Infallible.of(1, 2), Infallible.of(10, 20, 30)) { $0 + $1 }
        }
        #expect(zipped.events == [.next(200, 11), .next(200, 22), .completed(200)])
        let zippedTuple = TestScheduler(initialClock: 0).start {
            Infallible.zip(i, i, i, i, i, i, i, Infallible.just(7)).map { $0.7 }
        }
        #expect(zippedTuple.events == [.next(200, 7), .completed(200)])
    }

    @Test func combiningOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible.concat([Infallible.of(1, 2), .just(3)])
                .concatMap { Observable.of($0, $0 * 10) }
                .flatMap { Infallible.just($0 + 1) }
                .scan(0, accumulator: +)
                .startWith(-1)
        }
        #expect(
            res.events == [
                .next(200, -1), .next(200, 2), .next(200, 13), .next(200, 16), .next(200, 37), .next(200, 41),
                .next(200, 72), .completed(200),
            ])
        let merged = TestScheduler(initialClock: 0).start { Infallible.merge(.just(1), .just(2)) }
        #expect(merged.events == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func takeSkipAndTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start {
            source.skip(while: { $0 < 2 }).take(while: { $0 < 4 }, behavior: .inclusive).take(5)
        }
        #expect(res.events == [.next(220, 2), .next(230, 3), .next(240, 4), .completed(240)])
        let stop = scheduler.createHotObservable([Recorded<Event<Void>>.next(325, ())])
        let debounced = TestScheduler(initialClock: 0)
        let ys = debounced.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 3)])
        let result = debounced.start {
            ys.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: debounced)
        }
        #expect(result.events == [.next(225, 2), .next(260, 3)])
        _ = stop
    }

    @Test func doShareAndWithUnretained() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner()
        var seen: [Int] = []
        let res = scheduler.start {
            Infallible.of(1, 2).do(onNext: { seen.append($0) }).share(replay: 1)
                .withUnretained(owner).map { $1 }
        }
        #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(seen == [1, 2])
    }

    @Test func relays_asInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let res = scheduler.createObserver(Int.self)
        _ = relay.asInfallible().bind(to: res)
        relay.accept(2)
        #expect(res.events == [.next(0, 1), .next(0, 2)])
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        var values: [Int] = []
        _ = publish.asInfallible().subscribe(onNext: { values.append($0) })
        _ = replay.asInfallible().subscribe(onNext: { values.append($0) })
        publish.accept(4)
        #expect(values == [5, 4])
    }
}
