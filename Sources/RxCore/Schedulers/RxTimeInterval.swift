import Dispatch
import Foundation

/// A span of time for schedulers and time-based operators (`.seconds(1)`, `.milliseconds(300)`).
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as schedulers report it through `now`.
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var convertToSecondsInterval: TimeInterval {
        switch self {
        case .seconds(let value): TimeInterval(value)
        case .milliseconds(let value): TimeInterval(value) / 1_000
        case .microseconds(let value): TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// The interval from a number of seconds, at nanosecond precision.
    static func fromSeconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }

    /// Whether the interval is zero or negative.
    var isNow: Bool {
        convertToSecondsInterval <= 0
    }

    /// The sum of two intervals.
    func adding(_ other: DispatchTimeInterval) -> DispatchTimeInterval {
        .fromSeconds(convertToSecondsInterval + other.convertToSecondsInterval)
    }
}

extension Date {
    /// This date moved forward by `interval`.
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.convertToSecondsInterval)
    }
}
