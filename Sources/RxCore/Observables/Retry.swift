// retry / retry(_ maxAttemptCount:): resubscribe to the source after an error.

extension ObservableType {
    /// Repeats the source sequence until it successfully terminates: every error resubscribes.
    /// Synchronous failures are retried in a loop, not recursively.
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer(makeSources: { RepeatForeverIterator(element: source) })
    }

    /// Repeats the source sequence the specified number of times in case of an error, or until
    /// it successfully terminates. After the last attempt the error is forwarded.
    ///
    /// - Parameter maxAttemptCount: Maximum number of times to subscribe to the source.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        guard maxAttemptCount >= 0 else {
            rxFatalError("retry: maxAttemptCount can't be negative")
        }
        let source = asObservable()
        return CatchSequenceProducer(makeSources: {
            Swift.repeatElement(source, count: maxAttemptCount).makeIterator()
        })
    }
}

/// Yields the same element forever.
private struct RepeatForeverIterator<Element>: IteratorProtocol {
    let element: Element

    mutating func next() -> Element? {
        element
    }
}
