import Foundation

/// A recursive lock with a scoped API.
final class RecursiveLockBox: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
