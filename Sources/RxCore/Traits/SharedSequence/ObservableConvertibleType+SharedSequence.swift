extension ObservableConvertibleType {
    /// Converts the sequence to a shared sequence of strategy `S`, delivered on `S.scheduler`; an error
    /// is replaced with `onErrorJustReturn`, and the sequence completes.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element>
    {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// Converts the sequence to a shared sequence of strategy `S`, delivered on `S.scheduler`; after an
    /// error it continues with `onErrorDriveWith`.
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// Converts the sequence to a shared sequence of strategy `S`, delivered on `S.scheduler`; after an
    /// error it continues with the sequence `onErrorRecover` makes from the error.
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
