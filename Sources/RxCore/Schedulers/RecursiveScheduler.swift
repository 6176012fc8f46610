/// Runs an action that reschedules itself on an immediate scheduler, tracking every pending run so that
/// disposal cancels them all.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { state in
            self.lock.performLocked {
                if isAdded, let removeKey {
                    self.group.remove(for: removeKey)
                } else {
                    isDone = true
                }
            }
            let action = self.lock.performLocked { self.action }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        group.dispose()
    }
}

/// The same for a scheduler with time: every recursion states its delay.
final class RecursiveScheduler<State, Scheduler: SchedulerType>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void

    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: Scheduler

    init(action: @escaping Action, scheduler: Scheduler) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State, dueTime: RxTimeInterval) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state in
            self.lock.performLocked {
                if isAdded, let removeKey {
                    self.group.remove(for: removeKey)
                } else {
                    isDone = true
                }
            }
            let action = self.lock.performLocked { self.action }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        group.dispose()
    }
}
