import RxCore
import RxReactor
import RxTesting
import Testing

private final class NameReactor: Reactor {
    enum Action { case rename(String) }
    struct State { var name = "" }

    let reactorStorage = ReactorStorage()
    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        if case .rename(let name) = mutation { return State(name: name) }
        return state
    }
}

private final class NameView: ReactorView {
    var disposeBag = DisposeBag()
    @BoundReactor var reactor: NameReactor?
    private(set) var bindCount = 0
    private(set) var shownNames: [String] = []

    func bind(reactor: NameReactor) {
        bindCount += 1
        reactor.state.map(\.name).subscribe(onNext: { [unowned self] in shownNames.append($0) })
            .disposed(by: disposeBag)
    }
}

struct ReactorViewTests {
    @Test func settingReactorBindsAndReplacingItDropsOldBindings() {
        let view = NameView()
        let first = NameReactor()
        view.reactor = first
        first.action.onNext(.rename("a"))
        let firstBag = ObjectIdentifier(view.disposeBag)
        let second = NameReactor()
        view.reactor = second
        #expect(ObjectIdentifier(view.disposeBag) != firstBag)
        first.action.onNext(.rename("ignored"))
        second.action.onNext(.rename("b"))
        #expect(view.bindCount == 2)
        #expect(view.shownNames == ["", "a", "", "b"])
        #expect(view.reactor === second)
        view.reactor = nil
        second.action.onNext(.rename("c"))
        #expect(view.shownNames == ["", "a", "", "b"])
    }
}
