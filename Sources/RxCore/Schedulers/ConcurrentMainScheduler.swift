import Dispatch
import Foundation

/// Runs work on the main queue, at once whenever the caller is already on it (pending work or not).
///
/// Made for `subscribe(on:)`: `ControlEvent` and `ControlProperty` subscribe to their sources through
/// it, so a control is always observed from the main thread. To deliver elements on the main queue in
/// order, use `MainScheduler` with `observe(on:)` instead. Delayed and periodic work goes to
/// `MainScheduler.instance`.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(timers: MainScheduler.instance)

    private let timers: MainScheduler

    private init(timers: MainScheduler) {
        self.timers = timers
    }

    public var now: RxTime { timers.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if MainScheduler.isOnMainQueue {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeSendableBox({ cancel.setDisposable(action(state)) })
        DispatchQueue.main.async {
            if !cancel.isDisposed { work.value() }
        }
        return cancel
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        timers.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        timers.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
