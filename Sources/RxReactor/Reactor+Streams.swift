import RxCore

extension Reactor {
    /// Where the view sends actions. Touching it starts the state stream.
    public var action: ActionSubject<Action> {
        if isStubEnabled { return stub.action }
        _ = reactorStorage.state(for: self)
        return reactorStorage.action(for: self)
    }

    /// The latest state, updated synchronously after each `reduce`.
    public var currentState: State {
        reactorStorage.currentState(for: self)
    }

    /// The state stream: replays the current state to each new subscriber, then every new state.
    public var state: Observable<State> {
        if isStubEnabled { return stub.state.asObservable() }
        return reactorStorage.state(for: self)
    }

    /// Whether the stub replaces the reactor's streams (for view tests).
    public var isStubEnabled: Bool {
        get { reactorStorage.isStubEnabled }
        set { reactorStorage.isStubEnabled = newValue }
    }

    /// The reactor's stub (for view tests).
    public var stub: Stub<Self> {
        reactorStorage.stub(for: self)
    }

    /// Builds the state stream. Called once per reactor, when `action` or `state` is first used.
    public func createStateStream() -> Observable<State> {
        let actions = reactorStorage.action(for: self).observe(on: scheduler)
        let mutations = transform(action: actions)
            .flatMap { [weak self] action -> Observable<Mutation> in
                guard let self else { return .empty() }
                return mutate(action: action).catch { _ in .empty() }
            }
        let states = transform(mutation: mutations)
            .scan(initialState) { [weak self] state, mutation in
                guard let self else { return state }
                return reduce(state: state, mutation: mutation)
            }
            .catch { _ in .empty() }
            .startWith(initialState)
        let transformed = transform(state: states)
            .do(onNext: { [weak self] state in
                guard let self else { return }
                reactorStorage.setCurrentState(state, for: self)
            })
            .replay(1)
        transformed.connect().disposed(by: reactorStorage.disposeBag)
        return transformed
    }
}
