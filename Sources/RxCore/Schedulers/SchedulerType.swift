/// A scheduler that knows the time and can run work later and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run first after `startAfter` and then every `period`, threading the state
    /// through each run.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        scheduleRecursive(state, dueTime: startAfter) { state, recurse in
            recurse(action(state), period)
        }
    }

    /// Schedules `action` recursively after `dueTime`; `action` receives a function that schedules it
    /// again with a new state and delay.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveScheduler(action: action, scheduler: self)
        recursive.schedule(state, dueTime: dueTime)
        return Disposables.create(with: recursive.dispose)
    }
}
