import AuthModel
import RxCore

// NB: a private bridge until RxCore's traits (with `Single.create` from async) land on main.

/// A stream that runs `work` in a task when subscribed, emits its result and completes, or fails with
/// an `AuthError`. Disposing the subscription cancels the task.
func authSingle<Element: Sendable>(
    _ work: @escaping @Sendable () async throws(AuthError) -> Element
) -> Single<Element> {
    Observable.create { observer in
        let sendableObserver = ObserverBox(observer)
        let task = Task {
            do throws(AuthError) {
                let element = try await work()
                sendableObserver.observer.onNext(element)
                sendableObserver.observer.onCompleted()
            } catch {
                sendableObserver.observer.onError(error)
            }
        }
        return Disposables.create { task.cancel() }
    }
}

/// A stream that runs `work` when subscribed and completes, or fails with an `AuthError`.
func authCompletable(_ work: @escaping @Sendable () async throws(AuthError) -> Void) -> Completable {
    Observable.create { observer in
        let sendableObserver = ObserverBox(observer)
        let task = Task {
            do throws(AuthError) {
                try await work()
                sendableObserver.observer.onCompleted()
            } catch {
                sendableObserver.observer.onError(error)
            }
        }
        return Disposables.create { task.cancel() }
    }
}

/// RxCore's observers enforce the event grammar under their own synchronisation and may be called
/// from any thread, as in RxSwift.
private struct ObserverBox<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }
}
