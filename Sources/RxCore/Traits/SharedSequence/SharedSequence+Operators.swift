// MARK: - Transforming and filtering

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence<SharingStrategy, Result>(asObservable().map(selector))
    }

    /// Transforms each element with `selector`, dropping the `nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence<SharingStrategy, Result>(asObservable().compactMap(selector))
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Folds the elements with `accumulator`, emitting each intermediate result.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence<SharingStrategy, Accumulate>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits `element` before the sequence's own elements.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
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
        let source = asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return SharedSequence(source)
    }

    /// Prints every event, subscription and disposal, as `Observable.debug` does.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        return SharedSequence(source)
    }
}

// MARK: - Distinct

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` considers equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` considers equal to the previous element's key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}
