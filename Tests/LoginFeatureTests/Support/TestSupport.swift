import AuthClient
import AuthModel
import Foundation
import RxCore
import RxReactor
import RxTesting
import Testing

// MARK: - Fixtures

enum Fixture {
    static let user = AuthUser(
        uid: "uid-ada", email: "ada@example.com", isEmailVerified: true, displayName: "Ada",
        providerIDs: ["password"])
    static let googleUser = AuthUser(
        uid: "uid-grace", email: "grace@example.com", providerIDs: ["google.com"])
    static let appleUser = AuthUser(
        uid: "uid-alan", email: "alan@privaterelay.appleid.com", providerIDs: ["apple.com"])

    static func session(for user: AuthUser = Fixture.user, expiresAt: Date) -> AuthSession {
        AuthSession(user: user, idToken: "id-token", refreshToken: "refresh-token", expiresAt: expiresAt)
    }
}

// MARK: - AuthClient test doubles

extension AuthClient {
    /// `AuthClient.failing` that records an issue in the running test whenever an endpoint the test
    /// did not override is called.
    static var unstubbed: AuthClient {
        AuthClient.failing { error in Issue.record(Comment(rawValue: error.description)) }
    }
}

/// A `Single` of `source` (one element then completion, or an error), for endpoint doubles.
func single<Element>(_ source: Observable<Element>) -> Single<Element> {
    source.asSingle()
}

/// A `Completable` of `source`, for endpoint doubles.
func completable(_ source: Observable<Never>) -> Completable {
    source.asCompletable()
}

/// Records the arguments an endpoint was called with, and when.
final class CallLog<Arguments>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Recorded<Arguments>] = []
    private let scheduler: TestScheduler

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func record(_ arguments: Arguments) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(Recorded(time: scheduler.clock, value: arguments))
    }

    var calls: [Recorded<Arguments>] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    var times: [TestTime] { calls.map(\.time) }
    var arguments: [Arguments] { calls.map(\.value) }
}

/// A cold response: `element` then completion, `delay` ticks after each subscription.
func reply<Element>(_ element: Element, after delay: TestTime, on scheduler: TestScheduler)
    -> Observable<Element>
{
    scheduler.createColdObservable([.next(delay, element), .completed(delay)]).asObservable()
}

/// A cold failure `delay` ticks after each subscription.
func failure<Element>(
    _ error: any Error, after delay: TestTime, on scheduler: TestScheduler, as _: Element.Type = Element.self
) -> Observable<Element> {
    scheduler.createColdObservable([Recorded<Event<Element>>.error(delay, error)]).asObservable()
}

/// A cold completion `delay` ticks after each subscription.
func completion(after delay: TestTime, on scheduler: TestScheduler) -> Observable<Never> {
    scheduler.createColdObservable([Recorded<Event<Never>>.completed(delay)]).asObservable()
}

// MARK: - Recording

/// Subscribes what `source` builds to a new observer at `time` and returns the observer.
func record<Source: ObservableConvertibleType>(
    at time: TestTime = 0, on scheduler: TestScheduler, bag: DisposeBag, _ source: @escaping () -> Source
) -> TestableObserver<Source.Element> {
    let observer = scheduler.createObserver(Source.Element.self)
    scheduler.scheduleAt(time) { source().asObservable().subscribe(observer).disposed(by: bag) }
    return observer
}

/// Sends each value into `observer` at its time.
func send<Observer: ObserverType>(
    _ values: [(TestTime, Observer.Element)], to observer: Observer, on scheduler: TestScheduler
) {
    for (time, value) in values {
        scheduler.scheduleAt(time) { observer.onNext(value) }
    }
}

/// The `.next` records of `values`.
func nexts<Element>(_ values: [(TestTime, Element)]) -> [Recorded<Event<Element>>] {
    values.map { .next($0.0, $0.1) }
}

// MARK: - Reactors

/// A reactor under test on a virtual-time scheduler: sends actions at times, records state projections.
final class ReactorHarness<R: Reactor> {
    let scheduler: TestScheduler
    let bag = DisposeBag()
    let reactor: R

    init(_ scheduler: TestScheduler, _ reactor: R) {
        self.scheduler = scheduler
        self.reactor = reactor
    }

    /// Every state from time 0 (the current one on subscription), projected.
    func states<Value>(_ projection: @escaping (R.State) -> Value) -> TestableObserver<Value> {
        let reactor = reactor
        return record(on: scheduler, bag: bag) { reactor.state.map(projection) }
    }

    /// The projection's changes only (the way a view binds with `distinctUntilChanged`).
    func changes<Value: Equatable>(_ projection: @escaping (R.State) -> Value) -> TestableObserver<Value> {
        let reactor = reactor
        return record(on: scheduler, bag: bag) { reactor.state.map(projection).distinctUntilChanged() }
    }

    /// Sends `actions` at their times and runs the scheduler.
    func run(_ actions: [(TestTime, R.Action)]) {
        send(actions, to: reactor.action, on: scheduler)
        scheduler.start()
    }
}
