import RxCore

/// A reactor's stand-in for view tests: with `isStubEnabled`, the view's actions are recorded instead of
/// reaching `mutate`, and the test sets the state the view sees.
public final class Stub<Reactor: RxReactor.Reactor>: @unchecked Sendable {
    private weak var reactor: Reactor?
    private let lock = RecursiveLockBox()
    private var recordedActions: [Reactor.Action] = []

    /// Whether the stub replaces the reactor's streams: the same flag as `reactor.isStubEnabled`.
    @available(*, deprecated, message: "Use 'Reactor.isStubEnabled' instead.")
    public var isEnabled: Bool {
        get { reactor?.isStubEnabled ?? false }
        set { reactor?.isStubEnabled = newValue }
    }

    /// The state the view sees while stubbed; setting it also sets `currentState`.
    public let state: StateRelay<Reactor.State>

    /// The actions the view sends while stubbed.
    public let action = ActionSubject<Reactor.Action>()

    /// Every action sent while stubbed, in order.
    public var actions: [Reactor.Action] {
        lock.withLock { recordedActions }
    }

    /// A stub for `reactor` whose subscriptions live in `disposeBag` (the reactor's own, for
    /// `reactor.stub`).
    public init(reactor: Reactor, disposeBag: DisposeBag) {
        self.reactor = reactor
        state = StateRelay(value: reactor.initialState)
        state.asObservable()
            .subscribe(onNext: { [weak reactor] state in
                reactor?.currentState = state
            })
            .disposed(by: disposeBag)
        action
            .subscribe(onNext: { [weak self] action in
                guard let self else { return }
                lock.withLock { recordedActions.append(action) }
            })
            .disposed(by: disposeBag)
    }
}
