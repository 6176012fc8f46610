import RxCore

/// The streams of one reactor: its action subject, state stream, current state and stub. Each reactor
/// owns one, so everything is released with the reactor.
public final class ReactorStorage: @unchecked Sendable {
    private let lock = RecursiveLockBox()
    private var actionSubject: Any?
    private var stateStream: Any?
    private var latestState: Any?
    private var stubValue: Any?
    private var stubEnabled = false
    let disposeBag = DisposeBag()

    /// Creates empty storage; the streams are created on first use.
    public init() {}

    var isStubEnabled: Bool {
        get { lock.withLock { stubEnabled } }
        set { lock.withLock { stubEnabled = newValue } }
    }

    func action<R: Reactor>(for reactor: R) -> ActionSubject<R.Action> {
        lock.withLock {
            if let existing = actionSubject as? ActionSubject<R.Action> { return existing }
            let created = ActionSubject<R.Action>()
            actionSubject = created
            return created
        }
    }

    /// The state stream, created exactly once even when first used from several threads at once.
    func state<R: Reactor>(for reactor: R) -> Observable<R.State> {
        lock.withLock {
            if let existing = stateStream as? Observable<R.State> { return existing }
            let created = reactor.createStateStream()
            stateStream = created
            return created
        }
    }

    func currentState<R: Reactor>(for reactor: R) -> R.State {
        lock.withLock { (latestState as? R.State) ?? reactor.initialState }
    }

    func setCurrentState<R: Reactor>(_ state: R.State, for reactor: R) {
        lock.withLock { latestState = state }
    }

    func stub<R: Reactor>(for reactor: R) -> Stub<R> {
        lock.withLock {
            if let existing = stubValue as? Stub<R> { return existing }
            let created = Stub(reactor: reactor)
            stubValue = created
            return created
        }
    }
}
