import Foundation

/// A virtual-time scheduler whose clock is a `Date`.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
    @unchecked Sendable
{
    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
