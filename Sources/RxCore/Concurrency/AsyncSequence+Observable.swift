extension AsyncSequence where Self: Sendable {
    /// An observable that iterates this sequence in a new task for each subscription.
    ///
    /// Each element becomes `next`, the end of the sequence `completed`, and a thrown error `error`
    /// (a `CancellationError` ends the sequence with `completed`). Disposing the subscription cancels
    /// the task.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in
            // The observer is only called from the one task below, one event at a time.
            let observer = UnsafeSendableBox(observer)
            let task = Task {
                do {
                    for try await element in self {
                        observer.value.onNext(element)
                    }
                    observer.value.onCompleted()
                } catch is CancellationError {
                    observer.value.onCompleted()
                } catch {
                    observer.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
