import Foundation
import Synchronization

/// The server's notion of "now" in Unix milliseconds; injectable so tests can move time.
public struct ServerClock: Sendable {
    private let read: @Sendable () -> Int64

    public init(_ read: @escaping @Sendable () -> Int64) {
        self.read = read
    }

    public static let system = ServerClock { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

    public var milliseconds: Int64 { read() }
    public var seconds: Int64 { read() / 1000 }
    public var date: Date { Date(timeIntervalSince1970: Double(read()) / 1000) }
}

/// A clock for tests: starts at a given instant and moves only when told.
public final class ManualClock: Sendable {
    private let instant: Mutex<Int64>

    public init(milliseconds: Int64 = Int64(Date().timeIntervalSince1970 * 1000)) {
        instant = Mutex(milliseconds)
    }

    public func advance(seconds: Int64) { instant.withLock { $0 += seconds * 1000 } }
    public func advance(milliseconds: Int64) { instant.withLock { $0 += milliseconds } }
    public var milliseconds: Int64 { instant.withLock { $0 } }
    public var clock: ServerClock { ServerClock { [self] in self.milliseconds } }
}
