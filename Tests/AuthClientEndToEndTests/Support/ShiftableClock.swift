import Foundation
import Synchronization

/// The real time plus an offset the test moves forward, so the client can be shown an expired token
/// without waiting for it.
final class ShiftableClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    /// The shifted time.
    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    /// Moves the clock `seconds` ahead of where it was.
    func shift(by seconds: TimeInterval) {
        offset.withLock { $0 += seconds }
    }

    /// The clock as the closure the client takes.
    var closure: @Sendable () -> Date { { self.now } }
}
