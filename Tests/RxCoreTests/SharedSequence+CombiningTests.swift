import RxCore
import RxTesting
import Testing

/// Runs `make` (which builds its drivers) on a fresh test scheduler mocked as the sharing scheduler.
private func record<Element>(_ make: @escaping () -> Driver<Element>) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(make) }.events
}

/// `Driver.just(1)`, `Driver.just(2)`, …: each delivers at 201 and completes there.
private func justs() -> [Driver<Int>] {
    (1...8).map { Driver.just($0) }
}

/// `Driver.of(1, 10)`, `Driver.of(2, 20)`, …: elements at 201 and 202, completion at 203.
private func pairs() -> [Driver<Int>] {
    (1...8).map { Driver.of($0, $0 * 10) }
}

struct SharedSequenceCombiningTests {
    @Test func concat_ofASequenceAndOfACollection_runsOneAfterTheOther() {
        let expected: [Recorded<Event<Int>>] = [.next(201, 1), .next(202, 2), .next(204, 3), .completed(204)]
        let lazily = record { Driver.concat(AnySequence([Driver.of(1, 2), Driver.just(3)])) }
        let eagerly = record { Driver.concat([Driver.of(1, 2), Driver.just(3)]) }
        #expect(lazily == expected)
        #expect(eagerly == expected)
    }

    @Test func merge_ofAnArray() {
        let res = record { Driver.merge([Driver.of(1, 2), Driver.just(3)]) }
        #expect(res == [.next(201, 1), .next(201, 3), .next(202, 2), .completed(203)])
    }

    @Test func combineLatest_andZip_ofACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(250, 20)])
        let c = scheduler.createHotObservable([.next(230, 100), .next(260, 200)])
        var results: [[Recorded<Event<[Int]>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let drivers = [a, b, c].map { $0.asDriver(onErrorJustReturn: 0) }
            let observers = (0..<4).map { _ in scheduler.createObserver([Int].self) }
            scheduler.scheduleAt(200) {
                _ = Driver.combineLatest(drivers).drive(observers[0])
                _ = Driver.combineLatest(drivers) { [$0.reduce(0, +)] }.drive(observers[1])
                _ = Driver.zip(drivers).drive(observers[2])
                _ = Driver.zip(drivers) { [$0.reduce(0, +)] }.drive(observers[3])
            }
            scheduler.start()
            results = observers.map(\.events)
        }
        #expect(
            results[0] == [
                .next(231, [1, 10, 100]), .next(241, [2, 10, 100]), .next(251, [2, 20, 100]),
                .next(261, [2, 20, 200]),
            ])
        #expect(results[1] == [.next(231, [111]), .next(241, [112]), .next(251, [122]), .next(261, [222])])
        #expect(results[2] == [.next(231, [1, 10, 100]), .next(261, [2, 20, 200])])
        #expect(results[3] == [.next(231, [111]), .next(261, [222])])
    }

    @Test func combineLatest_ofFiveToEightDrivers() {
        let once: (Int) -> [Recorded<Event<[Int]>>] = { [.next(201, Array(1...$0)), .completed(201)] }
        let s = justs
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]) { [$0, $1, $2, $3, $4] }
            } == once(5))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]) { [$0, $1, $2, $3, $4, $5] }
            } == once(6))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) {
                    [$0, $1, $2, $3, $4, $5, $6]
                }
            } == once(7))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                }
            } == once(8))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4]
                }
            } == once(5))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5]
                }
            } == once(6))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
                }
            } == once(7))
        #expect(
            record {
                let d = s();
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
                }
            } == once(8))
    }

    @Test func zip_ofThreeToEightDrivers() {
        let byIndex: (Int) -> [Recorded<Event<[Int]>>] = { n in
            [.next(201, Array(1...n)), .next(202, (1...n).map { $0 * 10 }), .completed(203)]
        }
        let p = pairs
        #expect(
            record {
                let d = p(); return Driver.zip(d[0], d[1], d[2]) { [$0, $1, $2] }
            } == byIndex(3))
        #expect(
            record {
                let d = p(); return Driver.zip(d[0], d[1], d[2], d[3]) { [$0, $1, $2, $3] }
            } == byIndex(4))
        #expect(
            record {
                let d = p(); return Driver.zip(d[0], d[1], d[2], d[3], d[4]) { [$0, $1, $2, $3, $4] }
            } == byIndex(5))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]) { [$0, $1, $2, $3, $4, $5] }
            } == byIndex(6))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { [$0, $1, $2, $3, $4, $5, $6] }
            } == byIndex(7))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                }
            } == byIndex(8))
        #expect(
            record {
                let d = p(); return Driver.zip(d[0], d[1], d[2]).map { [$0.0, $0.1, $0.2] }
            } == byIndex(3))
        #expect(
            record {
                let d = p(); return Driver.zip(d[0], d[1], d[2], d[3]).map { [$0.0, $0.1, $0.2, $0.3] }
            } == byIndex(4))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
            } == byIndex(5))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5]
                }
            } == byIndex(6))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
                }
            } == byIndex(7))
        #expect(
            record {
                let d = p();
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
                }
            } == byIndex(8))
    }

    @Test func combineLatest_andZip_ofSignals_withTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
        var results: [[Recorded<Event<String>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let sa = a.asSignal(onErrorJustReturn: 0)
            let sb = b.asSignal(onErrorJustReturn: "")
            let observers = (0..<2).map { _ in scheduler.createObserver(String.self) }
            scheduler.scheduleAt(200) {
                _ = Signal.combineLatest(sa, sb).map { "\($0)\($1)" }.emit(to: observers[0])
                _ = Signal.zip(sa, sb).map { "\($0)\($1)" }.emit(to: observers[1])
            }
            scheduler.start()
            results = observers.map(\.events)
        }
        #expect(results[0] == [.next(221, "1x"), .next(231, "2x"), .next(241, "2y")])
        #expect(results[1] == [.next(221, "1x"), .next(241, "2y")])
    }
}
