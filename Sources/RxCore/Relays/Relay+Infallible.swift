// Relays never fail, so each can be viewed as an `Infallible`.

extension PublishRelay {
    /// The relay as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: the current value, then every value it accepts.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the replayed values, then every value it accepts.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
