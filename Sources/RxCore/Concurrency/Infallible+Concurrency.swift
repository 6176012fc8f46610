// MARK: - async/await bridge for Infallible

extension InfallibleType {
    /// The sequence's elements as an `AsyncStream`; the stream finishes when the sequence completes, and
    /// ending the iteration (or releasing the stream) disposes the subscription. The subscription starts
    /// when the stream is created; elements are buffered until they are iterated.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let disposable = source.subscribe(
                // NB: `yield` wants a `sending` element. Like RxSwift's `values`, the element is handed
                // from the Rx thread to the iterating task as is; elements of reference type shared with
                // other subscribers (e.g. through `share()`) must be thread-safe themselves.
                onNext: { continuation.yield(UnsafeSendableBox($0).value) },
                onCompleted: { continuation.finish() })
            let box = UnsafeSendableBox(disposable)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
