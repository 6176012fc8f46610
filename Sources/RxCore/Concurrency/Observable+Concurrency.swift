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
                // NB: the element is handed over to the consuming task, as `observe(on:)` hands elements
                // to another thread; Rx elements are not touched by the producer once emitted.
                onNext: { element in
                    let handedOver = UnsafeSendableBox(element)
                    continuation.yield(handedOver.value)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                onDisposed: nil)
            // The disposable is only used to end the subscription, which Rx allows from any thread.
            let box = UnsafeSendableBox(subscription)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
