/// Something that runs units of work.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state` as soon as possible.
    ///
    /// - returns: A disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action` recursively: `action` receives a function that schedules it again with a new
    /// state. Disposing the result stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}
