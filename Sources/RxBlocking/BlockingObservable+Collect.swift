import Foundation
import RxCore

extension BlockingObservable {
    /// Subscribes once and blocks until the sequence terminates, `limit` elements satisfied `predicate`,
    /// `predicate` threw, or the timeout passed; the subscription is disposed before it returns.
    func collect(upTo limit: Int? = nil, where predicate: @escaping (Element) throws -> Bool = { _ in true })
        -> MaterializedSequenceResult<Element>
    {
        let wait = BlockingWait<Element>()
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }

        let subscribe = {
            subscription.setDisposable(
                source.subscribe { event in
                    if subscription.isDisposed { return }
                    let outcome = wait.record(event, upTo: limit, where: predicate)
                    if outcome == .finished {
                        subscription.dispose()
                        wait.finish()
                    }
                })
        }
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }
        return wait.result(timeout: timeout)
    }
}
