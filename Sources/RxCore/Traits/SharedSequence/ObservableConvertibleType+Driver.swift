extension ObservableConvertibleType {
    /// Converts the sequence to a `Driver`, replacing an error with `onErrorJustReturn` and completing.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a `Driver`, continuing with `onErrorDriveWith` after an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// Converts the sequence to a `Driver`, continuing with the driver `onErrorRecover` makes from the
    /// error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<
        Element
    > {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}
