import Synchronization

extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream`.
    ///
    /// Iterating subscribes; the stream finishes when the sequence completes and throws its error when it
    /// fails. Cancelling the iterating task, or dropping the stream, disposes the subscription, and a
    /// subscription disposed before the sequence ended throws `CancellationError` (as RxSwift's does).
    ///
    /// ```swift
    /// for try await value in observable.values { … }
    /// ```
    public var values: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream<Element, Error> { continuation in
            let isFinished = StreamEndFlag()
            let subscription = asObservable().subscribe(
                // NB: the element is handed over to the consuming task, as `observe(on:)` hands elements
                // to another thread; Rx elements are not touched by the producer once emitted.
                onNext: { element in
                    let handedOver = UnsafeSendableBox(element)
                    continuation.yield(handedOver.value)
                },
                onError: { error in
                    isFinished.set()
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    isFinished.set()
                    continuation.finish()
                },
                onDisposed: {
                    if !isFinished.isSet {
                        continuation.finish(throwing: CancellationError())
                    }
                })
            // The disposable is only used to end the subscription, which Rx allows from any thread.
            let box = UnsafeSendableBox(subscription)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}

/// Whether a stream was finished by its sequence's own end (so a later disposal is not a cancellation).
private final class StreamEndFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
