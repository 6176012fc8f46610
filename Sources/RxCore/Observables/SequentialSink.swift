// SequentialSink: subscribes to sources one after another without growing the stack
// (the engine of concat, retry and retry(when:)).

/// Subscribes to one source at a time. `moveNext()` may be called while a source is still being
/// subscribed (a source that finishes synchronously) or from another thread: the call is then
/// recorded and the loop already running performs it, so long chains of synchronous sources run
/// in constant stack depth.
class SequentialSink<Observer: ObserverType>: Sink<Observer> {
    /// The subscription to the current source.
    final let subscription = SerialDisposable()
    private let loopLock = RecursiveLock()
    private var isLooping = false
    private var hasPendingMove = false

    /// Subscribes to the next source and returns the subscription, or returns `nil` when there
    /// is no next source (after handling the end of the sources).
    func subscribeToNext() -> Disposable? {
        rxAbstractMethod()
    }

    /// Releases the current source's subscription (e.g. after it failed).
    final func disposeCurrentSource() {
        subscription.disposable = Disposables.create()
    }

    /// Subscribes to the next source, now or as soon as the running loop gets to it.
    final func moveNext() {
        loopLock.lock()
        hasPendingMove = true
        if isLooping {
            loopLock.unlock()
            return
        }
        isLooping = true
        while hasPendingMove && !isDisposed {
            hasPendingMove = false
            loopLock.unlock()
            let current = SingleAssignmentDisposable()
            subscription.disposable = current
            if let source = subscribeToNext() {
                current.setDisposable(source)
            }
            loopLock.lock()
        }
        isLooping = false
        loopLock.unlock()
    }
}
