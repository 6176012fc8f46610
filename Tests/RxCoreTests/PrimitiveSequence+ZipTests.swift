import RxCore
import RxTesting
import Testing

struct PrimitiveSequenceZipTests {
    @Test func singleZip_tuplesAndSelector_twoAndEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let pair = scheduler.start { Single.zip(Single.just(1), Single.just("a")).map { "\($0)\($1)" } }
        #expect(pair.events == [.next(200, "1a"), .completed(200)])

        let eight = TestScheduler(initialClock: 0)
        let s = Single.just(1)
        let sum = eight.start {
            Single.zip(s, s, s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        #expect(sum.events == [.next(200, 8), .completed(200)])
        let tuple = TestScheduler(initialClock: 0).start {
            Single.zip(s, s, s, s, s, s, s, Single.just(9)).map { $0.7 }
        }
        #expect(tuple.events == [.next(200, 9), .completed(200)])
    }

    @Test func singleZip_failsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start {
            Single.zip(xs.asSingle(), Single<Int>.error(testError), resultSelector: +)
        }
        #expect(res.events == [.error(200, testError)])
    }

    @Test func singleZip_collection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip([Single.just(1), .just(2), .just(3)]) }
        #expect(res.events == [.next(200, [1, 2, 3]), .completed(200)])
        let summed = TestScheduler(initialClock: 0).start {
            Single.zip(AnyCollection([Single.just(1), .just(2)])) { $0.reduce(0, +) }
        }
        #expect(summed.events == [.next(200, 3), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start { Single.zip([Single<Int>]()) }
        #expect(empty.events == [.next(200, []), .completed(200)])
        let emptySelector = TestScheduler(initialClock: 0).start {
            Single.zip([Single<Int>]()) { $0.count + 10 }
        }
        #expect(emptySelector.events == [.next(200, 10), .completed(200)])
    }

    @Test func maybeZip_completesEmptyWhenASourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let both = scheduler.start { Maybe.zip(Maybe.just(1), Maybe.just(2)).map { $0 + $1 } }
        #expect(both.events == [.next(200, 3), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start {
            Maybe.zip(Maybe.just(1), Maybe<Int>.empty(), resultSelector: +)
        }
        #expect(empty.events == [.completed(200)])
        let m = Maybe.just(1)
        let eight = TestScheduler(initialClock: 0).start {
            Maybe.zip(m, m, m, m, m, m, m, m) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        #expect(eight.events == [.next(200, 8), .completed(200)])
    }

    @Test func completable_concatMergeZip_overCollections() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let sources = [a.asCompletable(), b.asCompletable()]
        var results: [String: [Recorded<Event<Never>>]] = [:]
        scheduler.scheduleAt(100) {
            let observers = ["concat", "concatSeq", "zip", "zipAny", "merge", "mergeVariadic"].map {
                ($0, scheduler.createObserver(Never.self))
            }
            let made: [String: Completable] = [
                "concat": .concat(sources), "concatSeq": .concat(sources.lazy.map { $0 }),
                "zip": .zip(sources), "zipAny": .zip(AnyCollection(sources)), "merge": .merge(sources),
                "mergeVariadic": .merge(sources[0], sources[1]),
            ]
            for (name, observer) in observers {
                _ = made[name]!.asObservable().subscribe(observer)
                scheduler.scheduleAt(500) { results[name] = observer.events }
            }
        }
        scheduler.start()
        #expect(results["concat"] == [.completed(130)])
        #expect(results["concatSeq"] == [.completed(130)])
        #expect(results["zip"] == [.completed(120)])
        #expect(results["zipAny"] == [.completed(120)])
        #expect(results["merge"] == [.completed(120)])
        #expect(results["mergeVariadic"] == [.completed(120)])
    }
}
