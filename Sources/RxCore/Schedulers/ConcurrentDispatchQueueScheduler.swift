import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
///
/// `observe(on:)` still delivers events serially with this scheduler; only independent actions run in
/// parallel.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    let configuration: DispatchQueueConfiguration

    /// The current time, from the system clock.
    public var now: RxTime { Date() }

    /// Creates a scheduler on `queue`.
    ///
    /// - parameter queue: Queue the work runs on.
    /// - parameter leeway: Allowed leeway for timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on the global queue of quality `qos`.
    ///
    /// - parameter qos: Quality of service of the global queue.
    /// - parameter leeway: Allowed leeway for timers.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter` and then every `period`, with a dispatch timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
