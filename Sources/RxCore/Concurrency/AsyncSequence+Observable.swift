extension AsyncSequence where Self: Sendable {
    /// An observable that iterates this sequence in a new task for each subscription.
    ///
    /// Each element becomes `next`, the end of the sequence `completed`, and a thrown error `error`
    /// (a `CancellationError` ends the sequence with `completed`). Disposing the subscription cancels
    /// the task, which runs at `priority` (by default the current task's, or none).
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // The observer is only called from the one task below, one event at a time.
            let observer = UnsafeSendableBox(observer)
            let task = Task(priority: priority) {
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
