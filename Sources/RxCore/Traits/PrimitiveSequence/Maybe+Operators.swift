// MARK: - Maybe-only operators

extension PrimitiveSequenceType where Trait == MaybeTrait {
    private var source: Observable<Element> { primitiveSequence.asObservable() }

    /// Transforms the element, if any, with `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: source.map(transform))
    }

    /// Transforms the element with `transform`; a `nil` result completes without an element.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: source.map(transform).filter { $0 != nil }.map { $0! })
    }

    /// Keeps the element if it satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Continues with the `Maybe` `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Emits `default` when the maybe completes without an element.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmpty(default: `default`))
    }

    /// Switches to `other` when the maybe completes without an element.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Switches to `other` when the maybe completes without an element.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Replaces an error with `element`.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: source.catchAndReturn(element))
    }

    /// Continues with `element` after an error.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }

    /// Performs side effects for each outcome without changing it.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
