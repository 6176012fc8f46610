import Dispatch
import Foundation
import Synchronization

/// Runs work on the main dispatch queue.
///
/// `instance` runs an action at once when called on the main queue with nothing pending, and otherwise
/// enqueues it; `asyncInstance` always enqueues. On Linux the main queue is drained by `dispatchMain()`
/// or by a run loop on the main thread (the terminal app's event loop does that).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// The shared instance: immediate when already on the main queue.
    public static let instance = MainScheduler()

    /// A scheduler that always enqueues on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    private let pendingCount = Atomic<Int>(0)

    /// Creates the scheduler. Prefer `MainScheduler.instance`.
    public init() {
        _ = Self.mainQueueKey
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Whether the caller runs on the main queue.
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Stops the program when not called on the main queue.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard isOnMainQueue else {
            rxFatalError(errorMessage ?? "Running on background thread.")
        }
    }

    /// Stops the program when not called on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage)
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let previous = pendingCount.add(1, ordering: .acquiringAndReleasing).oldValue
        if Self.isOnMainQueue && previous == 0 {
            let disposable = action(state)
            pendingCount.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeSendableBox({ cancel.setDisposable(action(state)) })
        let pending = UnsafeSendableBox(self)
        DispatchQueue.main.async {
            if !cancel.isDisposed { work.value() }
            pending.value.pendingCount.subtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
