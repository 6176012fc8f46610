/// A sequence that never errors, delivers its events on its strategy's scheduler, and shares one
/// subscription to its source among all subscribers (how it shares is up to `SharingStrategy`).
///
/// `Driver` and `Signal` are aliases of it.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
    SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    /// Shares `source` with the strategy's sharing operator.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (it must already be shared, error-free and on the right scheduler).
    init(raw: Observable<Element>) {
        source = raw
    }

    /// The sequence as a plain observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The sequence as an `Infallible` (it cannot fail, so nothing replaces an error).
    public func asInfallible() -> Infallible<Element> {
        Infallible(source)
    }

    /// Wraps `source` as a shared sequence of this strategy **as it is**: not shared, not moved to the
    /// strategy's scheduler, its errors not caught. For code outside the module that extends shared
    /// sequences; keeping the trait's promises (no error, delivery on the scheduler, sharing) is then up
    /// to it.
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<
        SharingStrategy, Source.Element
    > {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }
}

extension SharedSequence: @unchecked Sendable {}

/// How a `SharedSequence` delivers and shares its events.
public protocol SharingStrategyProtocol {
    /// The scheduler every element is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers (for example with `share(replay: 1)`).
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that is, or can be viewed as, a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as a plain observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
