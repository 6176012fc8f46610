import RxCore
@testable import RxReactor
import RxTesting
import Testing

private final class NameReactor: Reactor {
    enum Action { case rename(String) }
    struct State { var name = "" }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        if case .rename(let name) = mutation { return State(name: name) }
        return state
    }
}

/// What a view was bound to and showed.
private final class NameLog {
    private(set) var bindCount = 0
    private(set) var shownNames: [String] = []

    func bind(_ reactor: NameReactor, in bag: DisposeBag) {
        bindCount += 1
        reactor.state.map(\.name).subscribe(onNext: { [unowned self] in shownNames.append($0) })
            .disposed(by: bag)
    }
}

/// Written for ReactorKit: no `reactor` declaration, it comes with the protocol.
private final class NameView: ReactorView {
    var disposeBag = DisposeBag()
    let log = NameLog()

    func bind(reactor: NameReactor) {
        log.bind(reactor, in: disposeBag)
    }
}

/// Written with ReactorKit's protocol name.
private final class ReactorKitNamedView: View {
    var disposeBag = DisposeBag()
    let log = NameLog()

    func bind(reactor: NameReactor) {
        log.bind(reactor, in: disposeBag)
    }
}

/// The same view keeping its reactor in itself.
private final class BoundNameView: ReactorView {
    var disposeBag = DisposeBag()
    @BoundReactor var reactor: NameReactor?
    let log = NameLog()

    func bind(reactor: NameReactor) {
        log.bind(reactor, in: disposeBag)
    }
}

/// A view isolated to the main actor, as UIKit's are: in Swift 6 mode it conforms with an isolated
/// conformance.
@MainActor
private final class MainActorNameView: @MainActor ReactorView {
    var disposeBag = DisposeBag()
    let log = NameLog()

    func bind(reactor: NameReactor) {
        log.bind(reactor, in: disposeBag)
    }
}

struct ReactorViewTests {
    @Test @MainActor func aMainActorView_bindsTheSameWay() {
        let view = MainActorNameView()
        let reactor = NameReactor()
        view.reactor = reactor
        reactor.action.onNext(.rename("a"))
        #expect(view.reactor === reactor)
        #expect(view.log.bindCount == 1)
        #expect(view.log.shownNames == ["", "a"])
    }

    @Test func aViewDeclaredWithReactorKitsName_bindsTheSameWay() {
        let view = ReactorKitNamedView()
        let reactor = NameReactor()
        view.reactor = reactor
        reactor.action.onNext(.rename("a"))
        #expect(view.reactor === reactor)
        #expect(view.log.bindCount == 1)
        #expect(view.log.shownNames == ["", "a"])
    }

    @Test func settingReactorBindsAndReplacingItDropsOldBindings() {
        let view = NameView()
        #expect(view.reactor == nil)
        let first = NameReactor()
        view.reactor = first
        first.action.onNext(.rename("a"))
        let firstBag = ObjectIdentifier(view.disposeBag)
        let second = NameReactor()
        view.reactor = second
        #expect(ObjectIdentifier(view.disposeBag) != firstBag)
        first.action.onNext(.rename("ignored"))
        second.action.onNext(.rename("b"))
        #expect(view.log.bindCount == 2)
        #expect(view.log.shownNames == ["", "a", "", "b"])
        #expect(view.reactor === second)
        view.reactor = nil
        #expect(view.reactor == nil)
        #expect(view.log.bindCount == 2)
        second.action.onNext(.rename("c"))
        #expect(view.log.shownNames == ["", "a", "", "b"])
    }

    @Test func theViewOwnsItsReactor_untilTheViewIsGone() {
        let view = NameView()
        weak var weakReactor: NameReactor?
        do {
            let reactor = NameReactor()
            weakReactor = reactor
            view.reactor = reactor
        }
        #expect(weakReactor != nil)
        #expect(view.reactor === weakReactor)
        view.reactor = nil
        #expect(weakReactor == nil)
    }

    @Test func aDeallocatedViewsReactor_isReleasedAtTheTablesNextSweep() {
        weak var weakView: NameView?
        weak var weakReactor: NameReactor?
        do {
            let view = NameView()
            let reactor = NameReactor()
            weakView = view
            weakReactor = reactor
            view.reactor = reactor
        }
        #expect(weakView == nil)
        ReactorTables.viewReactors.removeReleasedEntries()
        #expect(weakReactor == nil)
    }

    @Test func boundReactor_bindsTheSameWay_andReleasesWithTheView() {
        weak var weakReactor: NameReactor?
        do {
            let view = BoundNameView()
            let first = NameReactor()
            weakReactor = first
            view.reactor = first
            first.action.onNext(.rename("a"))
            view.reactor = NameReactor()
            first.action.onNext(.rename("ignored"))
            #expect(view.log.bindCount == 2)
            #expect(view.log.shownNames == ["", "a", ""])
            #expect(ReactorTables.viewReactors.value(forKey: view) == nil)
            view.reactor = first
        }
        #expect(weakReactor == nil)
    }
}
