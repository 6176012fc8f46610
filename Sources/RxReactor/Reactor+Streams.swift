import RxCore

extension Reactor {
    public var reactorStorage: ReactorStorage {
        ReactorTables.storage(of: self)
    }

    public var action: ActionSubject<Action> {
        let storage = reactorStorage
        if storage.isStubEnabled { return storage.stub(of: self).action }
        return storage.streams(of: self).action
    }

    public internal(set) var currentState: State {
        get { reactorStorage.currentState(of: self) }
        set { reactorStorage.setCurrentState(newValue) }
    }

    public var state: Observable<State> {
        let storage = reactorStorage
        if storage.isStubEnabled { return storage.stub(of: self).state.asObservable() }
        return storage.streams(of: self).state
    }

    /// Builds the pipeline. Called once per reactor, when `action` or `state` is first used.
    func makeStreams(storage: ReactorStorage) -> ReactorStreams<Action, State> {
        let actionSubject = ActionSubject<Action>()
        let actions = actionSubject.observe(on: scheduler)
        let mutations = transform(action: actions)
            .flatMap { [weak self] action -> Observable<Mutation> in
                guard let self else {
                    ReactorTables.releaseDeallocatedReactorsSoon()
                    return .empty()
                }
                return mutate(action: action).catch { _ in .empty() }
            }
        let states = transform(mutation: mutations)
            .scan(initialState) { [weak self] state, mutation in
                guard let self else {
                    ReactorTables.releaseDeallocatedReactorsSoon()
                    return state
                }
                return reduce(state: state, mutation: mutation)
            }
            .catch { _ in .empty() }
            .startWith(initialState)
        let transformed = transform(state: states)
            .do(onNext: { [weak storage] state in
                storage?.setCurrentState(state)
            })
            .replay(1)
        transformed.connect().disposed(by: storage.disposeBag)
        return ReactorStreams(action: actionSubject, state: transformed)
    }
}

extension Reactor {
    /// Whether the stub replaces the reactor's streams (for view tests).
    public var isStubEnabled: Bool {
        get { reactorStorage.isStubEnabled }
        set { reactorStorage.isStubEnabled = newValue }
    }

    /// The reactor's stub (for view tests).
    public var stub: Stub<Self> {
        reactorStorage.stub(of: self)
    }
}
