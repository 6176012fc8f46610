/// A `SharedSequence` for UI state: it never errors, delivers on `SharingScheduler.make()` (the main
/// scheduler by default), and replays its latest element to every new subscriber
/// (`share(replay: 1, scope: .whileConnected)`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver itself.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
