// MARK: - withUnretained (Signal only, as in RxCocoa)

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Combines each element with `object`, held weakly; an element that arrives once `object` is gone
    /// completes the signal instead.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; an element that arrives once `object` is gone
    /// completes the signal instead.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        withUnretained(object) { ($0, $1) }
    }
}

// A driver replays its latest element, and with it the object, to every new subscriber: RxCocoa makes
// `withUnretained` unavailable on `Driver` and points to `drive(with:)`, and so does RxCore.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(*, unavailable, message: "use drive(with:onNext:onCompleted:onDisposed:) instead")
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    @available(*, unavailable, message: "use drive(with:onNext:onCompleted:onDisposed:) instead")
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        SharedSequence(asObservable().withUnretained(object) { ($0, $1) })
    }
}
