import Dispatch
import Synchronization

/// The queue and timer leeway shared by the dispatch queue schedulers, with the three ways of running
/// work on that queue: now, after a delay, and periodically.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // The state and action are handed over to the queue and only touched there.
        let work = UnsafeSendableBox(value: (state: state, action: action, cancel: cancel))
        queue.async {
            let work = work.value
            if work.cancel.isDisposed { return }
            work.cancel.setDisposable(work.action(work.state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let composite = CompositeDisposable()
        let timer = TimerReference(DispatchSource.makeTimerSource(queue: queue))
        let cancelTimer = Disposables.create { timer.cancel() }
        // Handed over to the timer's handler, which runs at most once, on the queue.
        let work = UnsafeSendableBox(
            value: (state: state, action: action, composite: composite, cancelTimer: cancelTimer))
        timer.configure { source in
            source.schedule(deadline: deadline, leeway: leeway)
            source.setEventHandler {
                let work = work.value
                if work.composite.isDisposed { return }
                _ = work.composite.insert(work.action(work.state))
                work.cancelTimer.dispose()
            }
            source.resume()
        }
        _ = composite.insert(cancelTimer)
        return composite
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        let timer = TimerReference(DispatchSource.makeTimerSource(queue: queue))
        let cancelTimer = Disposables.create { timer.cancel() }
        // A dispatch source never runs its handler concurrently with itself, even on a concurrent
        // queue, so the state below is only ever touched by one handler invocation at a time.
        let work = UnsafeSendableBox(
            value: (action: action, state: PeriodicState(state), cancelTimer: cancelTimer))
        timer.configure { source in
            source.schedule(deadline: initial, repeating: period, leeway: leeway)
            source.setEventHandler {
                let work = work.value
                if work.cancelTimer.isDisposed { return }
                work.state.value = work.action(work.state.value)
            }
            source.resume()
        }
        return cancelTimer
    }
}

/// Mutable state carried from one periodic tick to the next.
private final class PeriodicState<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Owns a dispatch timer until it is cancelled, then lets go of it so the timer, its handler and the
/// disposables the handler captures are released.
private final class TimerReference: Sendable {
    private let source: Mutex<UnsafeSendableBox<DispatchSourceTimer>?>

    init(_ source: DispatchSourceTimer) {
        self.source = Mutex(UnsafeSendableBox(value: source))
    }

    func configure(_ body: (DispatchSourceTimer) -> Void) {
        source.withLock { box in
            if let box { body(box.value) }
        }
    }

    func cancel() {
        let box = source.withLock { box in
            defer { box = nil }
            return box
        }
        box?.value.cancel()
    }
}
