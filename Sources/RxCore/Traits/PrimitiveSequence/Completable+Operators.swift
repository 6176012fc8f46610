// MARK: - Completable-only operators

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Performs side effects for each outcome without changing it.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.asObservable().do(
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs `second` after this completable completes.
    public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the completables one after another; completes when the last completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables one after another; completes when the last completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the completables one after another; completes when the last completes.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all complete, fails on the first error (for
    /// `Completable`, `zip` is `merge`).
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Runs the completables at once; completes when all complete, fails on the first error.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// Runs the completables at once; completes when all complete, fails on the first error.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the completables at once; completes when all complete, fails on the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all complete, fails on the first error.
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all complete, fails on the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
