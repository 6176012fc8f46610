import Foundation
import RxCore
import RxReactor
import RxTesting
import Testing

/// Records the order in which the pipeline's stages see each value.
private final class RecordingReactor: Reactor {
    enum Action { case add(Int), fail, addTwiceSeeingCurrentState }
    enum Mutation { case add(Int), setFromCurrent }
    struct State { var total = 0; var log: [String] = [] }

    let initialState = State()
    private(set) var stages: [String] = []
    private(set) var stateTransformCount = 0

    func transform(action: Observable<Action>) -> Observable<Action> {
        action.do(onNext: { [unowned self] _ in stages.append("transform(action:)") })
    }

    func mutate(action: Action) -> Observable<Mutation> {
        stages.append("mutate")
        switch action {
        case .add(let value):
            return .just(.add(value))
        case .fail:
            return .error(TestError(id: 9))
        case .addTwiceSeeingCurrentState:
            return .concat([.just(.add(1)), .deferred { [unowned self] in .just(.add(currentState.total * 10)) }])
        }
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation.do(onNext: { [unowned self] _ in stages.append("transform(mutation:)") })
    }

    func reduce(state: State, mutation: Mutation) -> State {
        stages.append("reduce")
        var state = state
        if case .add(let value) = mutation { state.total += value }
        return state
    }

    func transform(state: Observable<State>) -> Observable<State> {
        stateTransformCount += 1
        return state.do(onNext: { [unowned self] _ in stages.append("transform(state:)") })
    }
}

struct ReactorPipelineTests {
    @Test func stagesRunInReactorKitOrder() {
        let reactor = RecordingReactor()
        var totals: [Int] = []
        let subscription = reactor.state.map(\.total).subscribe(onNext: { totals.append($0) })
        reactor.action.onNext(.add(5))
        subscription.dispose()
        #expect(totals == [0, 5])
        #expect(reactor.stages == [
            "transform(state:)",  // the initial state passes through transform(state:)
            "transform(action:)", "mutate", "transform(mutation:)", "reduce", "transform(state:)",
        ])
    }

    @Test func currentStateIsUpdatedAfterEachReduce_soConcatenatedMutationsSeeEachOther() {
        let reactor = RecordingReactor()
        reactor.action.onNext(.add(2))
        #expect(reactor.currentState.total == 2)
        reactor.action.onNext(.addTwiceSeeingCurrentState)
        // 2 + 1 = 3, then the deferred mutation reads currentState (3) and adds 30.
        #expect(reactor.currentState.total == 33)
    }

    @Test func stateReplaysCurrentStateToNewSubscribers() {
        let reactor = RecordingReactor()
        reactor.action.onNext(.add(4))
        var first: Int?
        _ = reactor.state.take(1).subscribe(onNext: { first = $0.total })
        #expect(first == 4)
    }

    @Test func stateStreamIsAliveAsSoonAsActionIsTouched() {
        let reactor = RecordingReactor()
        reactor.action.onNext(.add(1))
        reactor.action.onNext(.add(1))
        #expect(reactor.currentState.total == 2)
    }

    @Test func stateStreamSurvivesErrorsFromMutate_andTerminalEventsFromBindings() {
        let reactor = RecordingReactor()
        reactor.action.onNext(.fail)
        reactor.action.onError(testError)
        reactor.action.onCompleted()
        Observable<RecordingReactor.Action>.error(testError).subscribe(reactor.action).dispose()
        reactor.action.onNext(.add(3))
        #expect(reactor.currentState.total == 3)
    }

    @Test func stateStreamIsCreatedOnce_underConcurrentFirstAccess() {
        nonisolated(unsafe) let reactor = RecordingReactor()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            _ = reactor.state
        }
        #expect(reactor.stateTransformCount == 1)
    }

    @Test func actionsSentWhileProcessingAreQueued_notRecursive() {
        let reactor = RecordingReactor()
        var log: [String] = []
        let subscription = reactor.state.skip(1).subscribe(onNext: { state in
            let name = state.total == 1 ? "A" : "B"
            log.append("enter \(name)")
            if state.total == 1 { reactor.action.onNext(.add(1)) }
            log.append("exit \(name)")
        })
        reactor.action.onNext(.add(1))
        subscription.dispose()
        #expect(log == ["enter A", "exit A", "enter B", "exit B"])
        #expect(reactor.currentState.total == 2)
    }
}

/// Declares a `Mutation` but no `mutate`: ReactorKit's default makes no mutations.
private final class QuietReactor: Reactor {
    enum Action { case tap }
    enum Mutation { case count }
    struct State { var reduced = 0 }

    let initialState = State()

    func reduce(state: State, mutation: Mutation) -> State {
        State(reduced: state.reduced + 1)
    }
}

struct DefaultMutateTests {
    @Test func withoutMutate_actionsOfAnotherTypeMakeNoMutations() {
        let reactor = QuietReactor()
        var states: [Int] = []
        _ = reactor.state.map(\.reduced).subscribe(onNext: { states.append($0) })
        reactor.action.onNext(.tap)
        reactor.action.onNext(.tap)
        #expect(states == [0])
        #expect(reactor.currentState.reduced == 0)
    }
}
