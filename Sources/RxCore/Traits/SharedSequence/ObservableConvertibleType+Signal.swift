extension ObservableConvertibleType {
    /// Converts the sequence to a `Signal`, replacing an error with `onErrorJustReturn` and completing.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a `Signal`, continuing with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// Converts the sequence to a `Signal`, continuing with the signal `onErrorRecover` makes from the
    /// error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<
        Element
    > {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}
