import Dispatch
import Foundation

/// Runs work on a serial dispatch queue; every action runs after the previous one has finished.
///
/// A concurrent queue passed to an initializer becomes the target of a new internal serial queue, so
/// the guarantee holds for any queue. `observe(on:)` has a fast path for this scheduler that enqueues
/// each event on the queue directly.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    /// The current time, from the system clock.
    public var now: RxTime { Date() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - parameter internalSerialQueueName: Label of the new serial queue.
    /// - parameter serialQueueConfiguration: Extra configuration applied to the new queue.
    /// - parameter leeway: Allowed leeway for timers.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue` (which may be concurrent).
    ///
    /// - parameter queue: Queue the new serial queue targets.
    /// - parameter internalSerialQueueName: Label of the new serial queue.
    /// - parameter leeway: Allowed leeway for timers.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of quality `qos`.
    ///
    /// - parameter qos: Quality of service of the global queue the new serial queue targets.
    /// - parameter internalSerialQueueName: Label of the new serial queue.
    /// - parameter leeway: Allowed leeway for timers.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    public final func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The hook `MainScheduler` overrides to run work synchronously when it already may.
    func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(
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
