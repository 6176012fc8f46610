import RxCore
import RxReactor
import RxTesting
import Testing

private final class SpyReactor: Reactor {
    enum Action: Equatable { case tap, load }
    struct State: Equatable { var title = "initial" }

    let initialState = State()
    private(set) var mutateCalls = 0

    func mutate(action: Action) -> Observable<Action> {
        mutateCalls += 1
        return .just(action)
    }

    func reduce(state: State, mutation: Action) -> State {
        State(title: "reduced \(mutation)")
    }
}

/// `Stub.isEnabled` (deprecated, as in ReactorKit).
private protocol StubFlag: AnyObject {
    var isEnabled: Bool { get set }
}

extension Stub: StubFlag {}

struct StubTests {
    @Test func stubRecordsActionsAndNothingReachesMutate() {
        let reactor = SpyReactor()
        reactor.isStubEnabled = true
        reactor.action.onNext(.tap)
        reactor.action.onNext(.load)
        #expect(reactor.stub.actions == [.tap, .load])
        #expect(reactor.mutateCalls == 0)
        #expect(reactor.isStubEnabled)
    }

    @Test func stubStateSetsCurrentStateAndIsWhatTheViewSees() {
        let reactor = SpyReactor()
        reactor.isStubEnabled = true
        var titles: [String] = []
        _ = reactor.state.map(\.title).subscribe(onNext: { titles.append($0) })
        reactor.stub.state.value = SpyReactor.State(title: "stubbed")
        #expect(reactor.currentState.title == "stubbed")
        #expect(titles == ["initial", "stubbed"])
    }

    @Test func stubAction_isTheStubsSubject() {
        let reactor = SpyReactor()
        reactor.isStubEnabled = true
        reactor.stub.action.onNext(.tap)
        #expect(reactor.stub.actions == [.tap])
    }

    @Test func stubIsEnabled_isTheReactorsFlag() {
        let reactor = SpyReactor()
        let stub: any StubFlag = reactor.stub  // the deprecated member, reached without a warning
        stub.isEnabled = true
        #expect(reactor.isStubEnabled)
        reactor.action.onNext(.tap)
        #expect(reactor.stub.actions == [.tap])
        reactor.isStubEnabled = false
        #expect(!stub.isEnabled)
    }

    @Test func disablingTheStubRestoresTheRealPipeline() {
        let reactor = SpyReactor()
        reactor.isStubEnabled = true
        reactor.action.onNext(.tap)
        reactor.isStubEnabled = false
        reactor.action.onNext(.load)
        #expect(reactor.mutateCalls == 1)
        #expect(reactor.currentState.title == "reduced load")
    }
}
