/// An observable sequence restricted by a phantom `Trait` (`SingleTrait`, `MaybeTrait`,
/// `CompletableTrait`) to a smaller event grammar. `Single`, `Maybe` and `Completable` are aliases of it.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `source` without checking that it obeys the trait's grammar.
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// Something that is, or can be viewed as, a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    /// The phantom trait (`SingleTrait`, `MaybeTrait` or `CompletableTrait`).
    associatedtype Trait
    associatedtype Element

    /// The underlying primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain observable (following the trait's grammar).
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence: @unchecked Sendable {}

// MARK: - Operators shared by every trait

extension PrimitiveSequence {
    /// Creates a new sequence for each subscriber by calling `factory`.
    ///
    /// - seealso: [defer on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }
}
