import RxCore
import RxReactor
import RxTesting
import Testing

private final class CounterReactor: Reactor {
    enum Action { case increase }
    struct State { var count = 0 }

    let reactorStorage = ReactorStorage()
    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        State(count: state.count + 1)
    }
}

struct ReactorLifetimeTests {
    @Test func reactorAndItsStreamsAreReleasedWithIt() {
        weak var weakReactor: CounterReactor?
        weak var weakStorage: ReactorStorage?
        var seen: [Int] = []
        do {
            let reactor = CounterReactor()
            weakReactor = reactor
            weakStorage = reactor.reactorStorage
            let bag = DisposeBag()
            reactor.state.map(\.count).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            reactor.action.onNext(.increase)
            _ = reactor.stub
        }
        #expect(seen == [0, 1])
        #expect(weakReactor == nil)
        #expect(weakStorage == nil)
    }

    @Test func defaultMutateForwardsActionsWhenMutationIsAction() {
        let reactor = CounterReactor()
        reactor.action.onNext(.increase)
        reactor.action.onNext(.increase)
        #expect(reactor.currentState.count == 2)
    }
}
