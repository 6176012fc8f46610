import RxCore

/// What RxReactor keeps for one reactor: its action subject and state stream, current state, dispose
/// bag, stub, and whether the stub is enabled.
///
/// A reactor needs to declare nothing: RxReactor keeps each reactor's storage in a table with weak
/// keys, as ReactorKit does. A reactor may hold its own as a fast path,
/// `let reactorStorage = ReactorStorage()`: lookups skip the table, and everything is released the
/// moment the reactor is (a table entry waits for the table's next sweep, see ``Reactor/reactorStorage``).
public final class ReactorStorage: @unchecked Sendable {
    private let lock = RecursiveLockBox()
    private var streams: Any?
    private var latestState: Any?
    private var stubValue: AnyObject?
    private var stubEnabled = false
    let disposeBag = DisposeBag()

    /// Creates empty storage; the streams are created on first use.
    public init() {}

    var isStubEnabled: Bool {
        get { lock.withLock { stubEnabled } }
        set { lock.withLock { stubEnabled = newValue } }
    }

    /// The reactor's streams, created exactly once even when first used from several threads at once.
    func streams<R: Reactor>(of reactor: R) -> ReactorStreams<R.Action, R.State> {
        lock.withLock {
            if let existing = streams {
                // Only one reactor's streams are ever stored here.
                return existing as! ReactorStreams<R.Action, R.State>
            }
            let created = reactor.makeStreams(storage: self)
            streams = created
            return created
        }
    }

    func currentState<R: Reactor>(of reactor: R) -> R.State {
        lock.withLock { latestState.map { $0 as! R.State } } ?? reactor.initialState
    }

    func setCurrentState<State>(_ state: State) {
        lock.withLock { latestState = state }
    }

    func stub<R: Reactor>(of reactor: R) -> Stub<R> {
        lock.withLock {
            if let existing = stubValue {
                return existing as! Stub<R>
            }
            let created = Stub(reactor: reactor, disposeBag: disposeBag)
            stubValue = created
            return created
        }
    }
}

/// A reactor's action subject and the state stream built on it.
struct ReactorStreams<Action, State> {
    let action: ActionSubject<Action>
    let state: Observable<State>
}
