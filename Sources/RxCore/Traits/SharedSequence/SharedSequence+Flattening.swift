// MARK: - Mapping to inner shared sequences

extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and follows only the most recent one.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements while the current one is running.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and merges all of them.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }
}

// MARK: - Shared sequences of shared sequences

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Follows the most recent inner sequence only: each new one disposes the previous one.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges the elements of every inner sequence as they arrive.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time; the others wait
    /// their turn in order.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
