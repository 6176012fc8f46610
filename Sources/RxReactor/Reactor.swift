import RxCore

/// A view's state machine, with ReactorKit's model: the view sends `Action`s, `mutate(action:)` turns
/// each into a stream of `Mutation`s (side effects live here), and `reduce(state:mutation:)` applies each
/// mutation to the `State`, which the view renders.
///
/// Pipeline: action → transform(action:) → mutate → transform(mutation:) → reduce → transform(state:).
/// Actions are delivered on `scheduler` (by default the current thread's trampoline), so an action sent
/// while another is being processed waits for it instead of running recursively.
///
/// A reactor declares only its types, `initialState` and the methods it overrides; RxReactor keeps its
/// streams, current state, dispose bag and stub in a table with weak keys, as ReactorKit does.
public protocol Reactor: AnyObject {
    /// What the view asks for.
    associatedtype Action
    /// A change to the state.
    associatedtype Mutation = Action
    /// What the view shows.
    associatedtype State

    /// The scheduler type actions are delivered on.
    typealias Scheduler = ImmediateSchedulerType

    /// Where the reactor's streams live. By default an entry of RxReactor's reactor table; a reactor
    /// may hold its own, `let reactorStorage = ReactorStorage()`, to skip the table.
    var reactorStorage: ReactorStorage { get }

    /// Where the view sends actions. Touching it starts the state stream.
    var action: ActionSubject<Action> { get }

    /// The state before any action.
    var initialState: State { get }

    /// The latest state, updated synchronously after each `reduce` (and `transform(state:)`).
    var currentState: State { get }

    /// The state stream: replays the current state to each new subscriber, then every new state.
    var state: Observable<State> { get }

    /// The scheduler actions are delivered on (default: `CurrentThreadScheduler.instance`).
    var scheduler: Scheduler { get }

    /// Transforms the action stream before `mutate` (merge in global events, debounce, …).
    func transform(action: Observable<Action>) -> Observable<Action>

    /// Turns an action into mutations. Errors are dropped, so a failing side effect cannot end the
    /// reactor: turn failures into mutations instead.
    func mutate(action: Action) -> Observable<Mutation>

    /// Transforms the mutation stream before `reduce`.
    func transform(mutation: Observable<Mutation>) -> Observable<Mutation>

    /// Applies a mutation to the state. Must be pure.
    func reduce(state: State, mutation: Mutation) -> State

    /// Transforms the state stream (the initial state passes through it too).
    func transform(state: Observable<State>) -> Observable<State>
}

extension Reactor {
    public var scheduler: Scheduler {
        CurrentThreadScheduler.instance
    }

    public func transform(action: Observable<Action>) -> Observable<Action> {
        action
    }

    /// No mutations: a reactor whose actions change nothing, or one that overrides only `reduce` with
    /// `Mutation == Action` (then the default below forwards each action).
    public func mutate(action: Action) -> Observable<Mutation> {
        .empty()
    }

    public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        state
    }

    public func transform(state: Observable<State>) -> Observable<State> {
        state
    }
}

extension Reactor where Action == Mutation {
    public func mutate(action: Action) -> Observable<Mutation> {
        .just(action)
    }
}
