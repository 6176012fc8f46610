/// Disposes its disposable on a scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler that disposes.
    public let scheduler: ImmediateSchedulerType

    private let lock = RecursiveLock()
    private var disposable: Disposable?
    private var disposed = false

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            let inner: Disposable? = scheduled.lock.performLocked {
                guard !scheduled.disposed else { return nil }
                scheduled.disposed = true
                defer { scheduled.disposable = nil }
                return scheduled.disposable
            }
            inner?.dispose()
            return Disposables.create()
        }
    }
}
