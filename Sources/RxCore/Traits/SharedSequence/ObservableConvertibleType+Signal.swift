extension ObservableConvertibleType {
    /// Views the sequence as a `Signal`: events are delivered on `SharingScheduler.make()` (read now),
    /// and an error is replaced by `onErrorJustReturn` followed by completion.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// Views the sequence as a `Signal` that continues with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// Views the sequence as a `Signal` that continues with the signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
