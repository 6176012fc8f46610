// MARK: - Single-only operators

extension PrimitiveSequenceType where Trait == SingleTrait {
    private var source: Observable<Element> { primitiveSequence.asObservable() }

    /// Transforms the element with `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: source.map(transform))
    }

    /// Transforms the element with `transform`; a `nil` result completes without an element.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: source.map(transform).filter { $0 != nil }.map { $0! })
    }

    /// Keeps the element if it satisfies `predicate`, otherwise completes without one.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Continues with the `Single` `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the `Maybe` `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result>
    {
        Maybe(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the `Completable` `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Replaces an error with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    /// Performs side effects for each outcome without changing it.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Pairs the elements of two singles.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>, resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Pairs the elements of three singles.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// Collects the elements of `sources` in order.
    public static func zip(_ sources: [Single<Element>]) -> Single<[Element]> {
        if sources.isEmpty {
            return .just([])
        }
        return Single(raw: Observable.zip(sources.map { $0.asObservable() }))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Pairs the elements of two singles into a tuple.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)>
    where Element == (E1, E2) {
        zip(source1, source2) { ($0, $1) }
    }
}
