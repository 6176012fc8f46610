// MARK: - withLatestFrom

extension SharedSequenceConvertibleType {
    /// Combines each element with the latest element of `second`, once `second` has emitted.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Result>(
            asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`, once `second` has emitted.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence<SharingStrategy, Second.Element>(
            asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

// MARK: - merge and concat of several sequences of one strategy

extension SharedSequenceConvertibleType {
    /// Merges the elements of `sources` as they arrive.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` as they arrive.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` as they arrive.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        merge(sources)
    }
}

extension SharedSequence {
    /// The elements of each sequence of `sequence` in turn, each subscribed once the previous completes
    /// (`sequence` is read lazily, one sequence at a time).
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence of `collection` in turn, each subscribed once the previous completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}

// MARK: - combineLatest and zip of a collection

extension SharedSequence {
    /// Combines the latest elements of all of `collection` with `resultSelector` whenever any of them
    /// emits, once each has.
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of all of `collection` into arrays whenever any of them emits, once
    /// each has.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of all of `collection` at the same index with `resultSelector`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of all of `collection` at the same index into arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
