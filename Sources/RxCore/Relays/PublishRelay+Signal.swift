extension PublishRelay {
    /// The relay as a `Signal`: every accepted element, on the sharing scheduler.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
