extension ObservableType where Element == Swift.Never {
    /// Views an element-less sequence as a `Completable`.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

extension ObservableType {
    /// The sequence's terminal event only, as a `Completable` (used by trait conversions).
    func droppingElements() -> Completable {
        let source = asObservable()
        return PrimitiveSequence(
            raw: Observable<Swift.Never>.create { observer in
                source.subscribe { event in
                    switch event {
                    case .next:
                        break
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }
            })
    }
}
