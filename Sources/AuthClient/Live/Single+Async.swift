import AuthModel
import RxCore

/// A `Single` that runs `work` in a task when subscribed; its error is always an `AuthError`.
/// Disposing the subscription cancels the task (and with it the request).
func authSingle<Element: Sendable>(
    _ work: @escaping @Sendable () async throws(AuthError) -> Element
) -> Single<Element> {
    Single<Element>.create(work: { () async throws -> Element in try await work() })
}

/// A `Completable` that runs `work` in a task when subscribed; its error is always an `AuthError`.
/// Disposing the subscription cancels the task.
func authCompletable(_ work: @escaping @Sendable () async throws(AuthError) -> Void) -> Completable {
    Completable.create { observer in
        // NB: Rx observers may be called from any thread; the box only carries the callback into the
        // task, which calls it once.
        let callback = CompletableCallback(observer)
        let task = Task {
            do throws(AuthError) {
                try await work()
                callback.observer(.completed)
            } catch {
                callback.observer(.error(error))
            }
        }
        return Disposables.create { task.cancel() }
    }
}

private struct CompletableCallback: @unchecked Sendable {
    let observer: Completable.CompletableObserver

    init(_ observer: @escaping Completable.CompletableObserver) {
        self.observer = observer
    }
}
