extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream`.
    ///
    /// Iterating subscribes; the stream finishes when the sequence completes and throws its error when it
    /// fails. Cancelling the iterating task, or dropping the stream, disposes the subscription.
    ///
    /// ```swift
    /// for try await value in observable.values { … }
    /// ```
    public var values: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream<Element, Error> { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                onDisposed: nil)
            // The disposable is only used to end the subscription, which Rx allows from any thread.
            let box = UnsafeSendableBox(value: subscription)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
