import Foundation
import RxCore
@testable import RxReactor
import RxTesting
import Testing

/// Written for ReactorKit: no storage member. `.watch` subscribes to `watched` for as long as the
/// reactor's pipeline lives, so `watched.hasObservers` shows whether its dispose bag was disposed.
private final class CounterReactor: Reactor {
    enum Action { case increase, watch }
    enum Mutation { case increase }
    struct State { var count = 0 }

    let initialState = State()
    private let watched: Observable<Mutation>

    init(watched: Observable<Mutation> = .never()) {
        self.watched = watched
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .increase: .just(.increase)
        case .watch: watched
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        State(count: state.count + 1)
    }
}

/// The same reactor holding its own storage (the fast path).
private final class StoringCounterReactor: Reactor {
    enum Action { case increase, watch }
    struct State { var count = 0 }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    private let watched: Observable<Action>

    init(watched: Observable<Action>) {
        self.watched = watched
    }

    func mutate(action: Action) -> Observable<Action> {
        action == .watch ? watched : .just(action)
    }

    func reduce(state: State, mutation: Action) -> State {
        State(count: state.count + 1)
    }
}

/// Every object RxReactor keeps for one reactor, held weakly.
private struct WeakStreams {
    weak var storage: ReactorStorage?
    weak var action: ActionSubject<CounterReactor.Action>?
    weak var state: Observable<CounterReactor.State>?
    weak var stub: Stub<CounterReactor>?

    init(of reactor: CounterReactor) {
        storage = reactor.reactorStorage
        action = reactor.action
        state = reactor.state
        stub = reactor.stub
    }

    var areReleased: Bool {
        storage == nil && action == nil && state == nil && stub == nil
    }
}

private final class Collected<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    var all: [Element] {
        lock.withLock { elements }
    }
}

@Suite(.serialized) struct ReactorLifetimeTests {
    @Test func plainReactorsStreamsStateBagAndStub_areReleasedWithIt() throws {
        let watched = PublishSubject<CounterReactor.Mutation>()
        weak var weakReactor: CounterReactor?
        var streams: WeakStreams?
        var seen: [Int] = []
        do {
            let reactor = CounterReactor(watched: watched)
            weakReactor = reactor
            let bag = DisposeBag()
            reactor.state.map(\.count).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            reactor.action.onNext(.increase)
            reactor.action.onNext(.watch)
            #expect(reactor.currentState.count == 1)
            #expect(watched.hasObservers)
            streams = WeakStreams(of: reactor)
        }
        #expect(seen == [0, 1])
        #expect(weakReactor == nil)
        ReactorTables.reactors.removeReleasedEntries()
        let released = try #require(streams)
        #expect(released.areReleased)
        #expect(!watched.hasObservers, "the reactor's dispose bag ends the mutation still running")
    }

    @Test func concurrentFirstAccess_createsOneSetOfStreams_releasedWithTheReactor() throws {
        let identities = Collected<[ObjectIdentifier]>()
        var streams: WeakStreams?
        do {
            nonisolated(unsafe) let reactor = CounterReactor()
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                // Threads start with different members, so each member is raced for on first use.
                let first: AnyObject =
                    switch index % 4 {
                    case 0: reactor.action
                    case 1: reactor.state
                    case 2: reactor.stub
                    default: reactor.reactorStorage
                    }
                identities.append([
                    ObjectIdentifier(reactor.reactorStorage), ObjectIdentifier(reactor.action),
                    ObjectIdentifier(reactor.state), ObjectIdentifier(reactor.stub),
                ])
                withExtendedLifetime(first) {}
            }
            streams = WeakStreams(of: reactor)
            let expected = [
                ObjectIdentifier(reactor.reactorStorage), ObjectIdentifier(reactor.action),
                ObjectIdentifier(reactor.state), ObjectIdentifier(reactor.stub),
            ]
            #expect(identities.all.count == 64)
            #expect(identities.all.allSatisfy { $0 == expected })
        }
        ReactorTables.reactors.removeReleasedEntries()
        #expect(try #require(streams).areReleased)
    }

    @Test func manyReactorsUsedFromManyThreads_areAllReleased() {
        let streams = Collected<WeakStreams>()
        let counts = Collected<Int>()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let reactor = CounterReactor()
            reactor.action.onNext(.increase)
            reactor.action.onNext(.increase)
            counts.append(reactor.currentState.count)
            streams.append(WeakStreams(of: reactor))
        }
        ReactorTables.reactors.removeReleasedEntries()
        #expect(counts.all == Array(repeating: 2, count: 200))
        #expect(streams.all.count == 200)
        #expect(streams.all.allSatisfy { $0.areReleased })
    }

    @Test func aNewReactorsFirstUse_releasesTheEntriesOfDeallocatedOnes() throws {
        var streams: WeakStreams?
        do {
            let reactor = CounterReactor()
            reactor.action.onNext(.increase)
            streams = WeakStreams(of: reactor)
        }
        // Other tests may fill the table meanwhile; below its eager-sweep size every insertion sweeps.
        try #require(ReactorTables.reactors.count < WeakMapTable<AnyObject, ReactorStorage>.eagerSweepLimit)
        let next = CounterReactor()
        _ = next.state
        #expect(try #require(streams).areReleased)
    }

    @Test func workStillRunningForADeallocatedReactor_endsAfterItsNextEvent() async throws {
        let watched = PublishSubject<CounterReactor.Mutation>()
        do {
            let reactor = CounterReactor(watched: watched)
            reactor.action.onNext(.watch)
        }
        watched.onNext(.increase)  // reaches a pipeline whose reactor is gone
        let deadline = ContinuousClock.now + .seconds(30)
        while watched.hasObservers, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(!watched.hasObservers, "hang guard: the deallocated reactor's pipeline still runs after 30 s")
    }

    @Test func reactorHoldingItsOwnStorage_releasesEverythingAtOnce_withoutTheTable() {
        let watched = PublishSubject<StoringCounterReactor.Action>()
        weak var weakReactor: StoringCounterReactor?
        weak var weakStorage: ReactorStorage?
        weak var weakAction: ActionSubject<StoringCounterReactor.Action>?
        var seen: [Int] = []
        do {
            let reactor = StoringCounterReactor(watched: watched)
            weakReactor = reactor
            weakStorage = reactor.reactorStorage
            weakAction = reactor.action
            let bag = DisposeBag()
            reactor.state.map(\.count).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            reactor.action.onNext(.increase)
            reactor.action.onNext(.watch)
            _ = reactor.stub
            #expect(ReactorTables.reactors.value(forKey: reactor) == nil)
        }
        #expect(seen == [0, 1])
        #expect(weakReactor == nil)
        #expect(weakStorage == nil)
        #expect(weakAction == nil)
        #expect(!watched.hasObservers)
    }
}
