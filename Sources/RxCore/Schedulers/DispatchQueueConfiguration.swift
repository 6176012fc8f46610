import Dispatch
import Foundation

/// Scheduling on a dispatch queue, shared by the dispatch-queue schedulers.
struct DispatchQueueConfiguration: @unchecked Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeSendableBox({ cancel.setDisposable(action(state)) })
        queue.async {
            if cancel.isDisposed { return }
            work.value()
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let composite = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        let cancelTimer = Disposables.create { timer.cancel() }
        let work = UnsafeSendableBox({
            if composite.isDisposed { return }
            _ = composite.insert(action(state))
            cancelTimer.dispose()
        })
        timer.setEventHandler { work.value() }
        timer.resume()
        _ = composite.insert(cancelTimer)
        return composite
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        var timerState = state
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        let cancelTimer = Disposables.create { timer.cancel() }
        let work = UnsafeSendableBox({
            if cancelTimer.isDisposed { return }
            timerState = action(timerState)
        })
        timer.setEventHandler { work.value() }
        timer.resume()
        return cancelTimer
    }
}
