// MARK: - async/await bridge for Driver and Signal

extension SharedSequence {
    /// The sequence's elements as a non-throwing `AsyncStream` (a shared sequence cannot fail); the
    /// stream finishes when the sequence completes. Read on the main actor, where drivers and signals
    /// deliver. As with `Infallible.values`, the subscription starts when the stream is created, elements
    /// are buffered until they are iterated, and cancelling the iteration (or releasing the stream)
    /// disposes the subscription.
    ///
    /// ```swift
    /// for await state in viewModel.state.values { render(state) }
    /// ```
    @MainActor public var values: AsyncStream<Element> {
        asInfallible().values
    }
}
