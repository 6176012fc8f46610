import RxCore
import RxTesting
import Testing

struct ObservableDebugTests {
    @Test func debug_logsLifecycleAndPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var lines: [String] = []
        let res = scheduler.start { xs.debug("login", output: { lines.append($0) }) }
        #expect(res.events == [.next(210, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        let contents = lines.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        #expect(
            contents == [
                "login -> subscribed", "login -> Event next(1)", "login -> Event completed",
                "login -> isDisposed",
            ])
        #expect(lines.allSatisfy { $0.count > 24 && $0.hasPrefix("20") })
    }

    @Test func debug_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
        var lines: [String] = []
        let res = scheduler.start { xs.debug("x", output: { lines.append($0) }) }
        #expect(res.events == [.error(250, testError)])
        #expect(lines.count == 3)
        #expect(lines[1].contains("x -> Event error("))
        #expect(lines[2].hasSuffix("x -> isDisposed"))
    }

    @Test func debug_neverAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        var lines: [String] = []
        let res = scheduler.start(disposed: 400) { xs.debug("n", output: { lines.append($0) }) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("n -> subscribed"))
        #expect(lines[1].hasSuffix("n -> isDisposed"))
    }

    @Test func debug_trimsLongEvents() {
        let long = String(repeating: "a", count: 100)
        var lines: [String] = []
        _ = Observable.just(long).debug("t", trimOutput: true, output: { lines.append($0) }).subscribe()
        let event = lines.first { $0.contains("Event next") } ?? ""
        #expect(event.contains("..."))
        #expect(!event.contains(long))
    }

    @Test func debug_defaultIdentifierNamesCallSite() {
        var lines: [String] = []
        _ = Observable.just(1).debug(output: { lines.append($0) }).subscribe()
        #expect(lines.first?.contains("Observable+DebugTests.swift:") == true)
    }
}
