// MARK: - async/await bridge for Infallible

extension InfallibleType {
    /// The sequence's elements as an `AsyncStream`; the stream finishes when the sequence completes, and
    /// ending the iteration disposes the subscription.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let disposable = source.subscribe(
                onNext: { continuation.yield(UnsafeSendableBox($0).value) },
                onCompleted: { continuation.finish() })
            let box = UnsafeSendableBox(disposable)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
