/// A `SharedSequence` for UI events: it never errors, delivers on `SharingScheduler.make()` (the main
/// scheduler by default), and does not replay anything to new subscribers
/// (`share(scope: .whileConnected)`).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
