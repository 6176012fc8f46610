// MARK: - Transforming and filtering

extension SharedSequence {
    /// Transforms each element with `selector`.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence<SharingStrategy, Result>(source.map(selector))
    }

    /// Transforms each element with `selector`, dropping the `nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence<SharingStrategy, Result>(source.map(selector).filter { $0 != nil }.map { $0! })
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.filter(predicate))
    }

    /// Folds the elements with `accumulator`, emitting each intermediate result.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    )
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        SharedSequence<SharingStrategy, Accumulate>(source.scan(seed, accumulator: accumulator))
    }

    /// Emits `element` before the sequence's own elements.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: source.startWith(element))
    }

    /// Performs side effects for each event without changing the sequence.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = self.source.do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return SharedSequence(source)
    }
}

// MARK: - Distinct

extension SharedSequence where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: source.distinctUntilChanged())
    }
}

extension SharedSequence {
    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(raw: source.distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` considers equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(raw: source.distinctUntilChanged(comparer))
    }
}

// MARK: - Flattening

extension SharedSequence {
    /// Maps each element to a shared sequence and follows only the most recent one.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    )
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence, ignoring elements while the current one is running.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    )
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(source.flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and merges all of them.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(source.flatMap { selector($0).asObservable() })
    }
}

// MARK: - Combining with a second sequence

extension SharedSequence {
    /// Combines each element with the latest element of `second`, once `second` has emitted.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Result>(
            source.withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`, once `second` has emitted.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    where Second.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Second.Element>(
            source.withLatestFrom(second.asSharedSequence().asObservable()))
    }
}
