import Dispatch
import Foundation
import Synchronization

/// Runs work on the main queue.
///
/// `instance` runs an action synchronously when it is scheduled from the main queue and nothing else
/// is waiting there (so UI code reacts without a hop), and otherwise enqueues it on the main queue.
/// `asyncInstance` always enqueues.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// Number of actions scheduled through this scheduler that have not finished yet.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a scheduler on the main queue. Prefer `MainScheduler.instance`.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main-queue scheduler that runs work synchronously when it already may.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always enqueues, even when already on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program with `errorMessage` unless called from the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            rxFatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run on the main queue.")
        }
    }

    /// Stops the program with `errorMessage` unless called from the main queue.
    ///
    /// "Main thread" means the thread draining the main dispatch queue, detected with a queue-specific
    /// key, so the check behaves the same on Linux and Apple platforms.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            rxFatalError(errorMessage ?? "Running on a background thread.")
        }
    }

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previouslyEnqueued = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if DispatchQueue.isMain && previouslyEnqueued == 0 {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        // Handed over to the main queue and only touched there.
        let work = UnsafeSendableBox(value: (state: state, action: action, cancel: cancel))
        DispatchQueue.main.async {
            let work = work.value
            if !work.cancel.isDisposed {
                work.cancel.setDisposable(work.action(work.state))
            }
            self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
