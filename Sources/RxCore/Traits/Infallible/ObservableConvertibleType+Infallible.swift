extension ObservableConvertibleType {
    /// Converts the sequence to an `Infallible`, replacing an error with `element` and completing.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Converts the sequence to an `Infallible`, continuing with `infallible` after an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Converts the sequence to an `Infallible`, continuing with the sequence `onErrorRecover` makes
    /// from the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<
        Element
    > {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
