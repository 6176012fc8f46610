import RxCore
import RxReactor
import RxTesting
import Testing

/// A login reactor shaped like seed 003's: typed e-mail and password, a login action framed by a spinner
/// with `concat`, a delayed credential check, and an initialize action that resets everything.
private final class SeedStyleLoginReactor: Reactor {
    enum Action { case login, typeEmail(String), typePassword(String), initialize }
    enum Mutation { case checkCredentials, updateEmail(String), updatePassword(String), showSpinner(Bool), reset }
    struct State: Equatable {
        var email = ""
        var password = ""
        var isSpinnerRunning = false
        var shouldLogin = false
    }

    let initialState = State()
    private let knownEmail = "user@example.com"
    private let knownPassword = "opensesame"
    private let delayScheduler: SchedulerType

    init(delayScheduler: SchedulerType) {
        self.delayScheduler = delayScheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .typeEmail(let email): return .just(.updateEmail(email))
        case .typePassword(let password): return .just(.updatePassword(password))
        case .initialize: return .just(.reset)
        case .login:
            return .concat([
                .just(.showSpinner(true)),
                Observable.just(.checkCredentials).delay(.seconds(2), scheduler: delayScheduler),
                .just(.showSpinner(false)),
            ])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .updateEmail(let email): state.email = email
        case .updatePassword(let password): state.password = password
        case .showSpinner(let running):
            state.isSpinnerRunning = running
            if !running { state.shouldLogin = false }
        case .checkCredentials: state.shouldLogin = state.email == knownEmail && state.password == knownPassword
        case .reset: state = State()
        }
        return state
    }
}

struct SeedLoginReactorTests {
    @Test func loginFramesTheDelayedCheckWithTheSpinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = SeedStyleLoginReactor(delayScheduler: scheduler)
        let observer = scheduler.createObserver(SeedStyleLoginReactor.State.self)
        scheduler.scheduleAt(100) { _ = reactor.state.subscribe(observer) }
        scheduler.scheduleAt(200) { reactor.action.onNext(.typeEmail("user@example.com")) }
        scheduler.scheduleAt(210) { reactor.action.onNext(.typePassword("opensesame")) }
        scheduler.scheduleAt(300) { reactor.action.onNext(.login) }
        scheduler.scheduleAt(400) { reactor.action.onNext(.initialize) }
        scheduler.start()

        typealias S = SeedStyleLoginReactor.State
        let filled = S(email: "user@example.com", password: "opensesame")
        var spinning = filled
        spinning.isSpinnerRunning = true
        var loggedIn = spinning
        loggedIn.shouldLogin = true
        #expect(observer.events == [
            .next(100, S()),
            .next(200, S(email: "user@example.com")),
            .next(210, filled),
            .next(300, spinning),
            .next(302, loggedIn),
            // RxSwift's delay forwards the completion in a later drain, one tick after the element.
            .next(303, filled),
            .next(400, S()),
        ])
    }

    @Test func wrongPasswordNeverNavigates() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = SeedStyleLoginReactor(delayScheduler: scheduler)
        let observer = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(100) { _ = reactor.state.map(\.shouldLogin).subscribe(observer) }
        scheduler.scheduleAt(200) { reactor.action.onNext(.typeEmail("user@example.com")) }
        scheduler.scheduleAt(210) { reactor.action.onNext(.typePassword("wrong")) }
        scheduler.scheduleAt(300) { reactor.action.onNext(.login) }
        scheduler.start()
        #expect(observer.events.allSatisfy { $0.value.element == false })
        #expect(reactor.currentState.isSpinnerRunning == false)
    }
}

/// Long work cancelled by a later action with `take(until:)`, as ReactorKit's examples do.
private final class SearchReactor: Reactor {
    enum Action { case search(String), cancel }
    enum Mutation { case setResults([String]), setLoading(Bool) }
    struct State: Equatable { var results: [String] = []; var isLoading = false }

    let initialState = State()
    private let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .cancel:
            return .just(.setLoading(false))
        case .search(let query):
            let cancelled = self.action.filter { if case .cancel = $0 { return true } else { return false } }
            return .concat([
                .just(.setLoading(true)),
                Observable.just(.setResults([query + "-1", query + "-2"]))
                    .delay(.seconds(50), scheduler: scheduler)
                    .take(until: cancelled),
                .just(.setLoading(false)),
            ])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setResults(let results): state.results = results
        case .setLoading(let loading): state.isLoading = loading
        }
        return state
    }
}

struct ReactorCancellationTests {
    @Test func takeUntilCancelsLongWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = SearchReactor(scheduler: scheduler)
        let observer = scheduler.createObserver(SearchReactor.State.self)
        scheduler.scheduleAt(100) { _ = reactor.state.subscribe(observer) }
        scheduler.scheduleAt(200) { reactor.action.onNext(.search("a")) }
        scheduler.scheduleAt(220) { reactor.action.onNext(.cancel) }
        scheduler.scheduleAt(300) { reactor.action.onNext(.search("b")) }
        scheduler.start()
        typealias S = SearchReactor.State
        #expect(observer.events == [
            .next(100, S()),
            .next(200, S(results: [], isLoading: true)),
            .next(220, S(results: [], isLoading: false)),
            .next(220, S(results: [], isLoading: false)),
            .next(300, S(results: [], isLoading: true)),
            .next(350, S(results: ["b-1", "b-2"], isLoading: true)),
            .next(351, S(results: ["b-1", "b-2"], isLoading: false)),
        ])
    }
}
