import Foundation

extension DispatchTimeInterval {
    /// The part of this interval still left once the span from `earlierDate` to `laterDate` has passed,
    /// clamped at zero, in this interval's own unit (rounded to the nearest unit).
    ///
    /// Used by operators that wait "what remains of `dueTime`" since an earlier moment.
    func reduceWithSpanBetween(earlierDate: Date, laterDate: Date) -> DispatchTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func remaining(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .nanoseconds(let value): return .nanoseconds(remaining(value, unitsPerSecond: 1_000_000_000))
        case .microseconds(let value): return .microseconds(remaining(value, unitsPerSecond: 1_000_000))
        case .milliseconds(let value): return .milliseconds(remaining(value, unitsPerSecond: 1_000))
        case .seconds(let value): return .seconds(remaining(value, unitsPerSecond: 1))
        case .never: return .never
        @unknown default: return self
        }
    }
}
