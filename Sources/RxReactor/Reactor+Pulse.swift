import RxCore

extension Reactor {
    /// Emits the pulse's value on every assignment of it (including an equal value again), and not when
    /// other parts of the state change: `reactor.pulse(\.$alertMessage)`.
    public func pulse<Result>(_ transformToPulse: @escaping (State) throws -> Pulse<Result>) -> Observable<Result> {
        state.map(transformToPulse)
            .distinctUntilChanged { $0.valueUpdatedCount == $1.valueUpdatedCount }
            .map(\.value)
    }
}
