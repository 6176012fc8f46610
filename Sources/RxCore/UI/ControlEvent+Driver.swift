extension ControlEvent {
    /// The events as a `Driver` (an error, which a control event must not produce, ends it).
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    /// The events as a `Signal` (an error, which a control event must not produce, ends it).
    public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}

extension ControlProperty {
    /// The property's values as a `Driver` (an error, which a property must not produce, ends it).
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}
