import Foundation

/// A recursive lock for the few mutable counters of this module (the relay it guards may call back).
final class NSLockBox: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
