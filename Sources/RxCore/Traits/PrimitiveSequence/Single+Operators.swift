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

    /// Continues with `element` after an error.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of `collection`'s singles, in order, combined by `resultSelector`; an empty
    /// collection gives `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of `collection`'s singles, in order; an empty collection gives `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> PrimitiveSequence<Trait, [Element]>
    where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
