import Foundation

/// At most `capacity` blocking-function calls at once. A caller beyond waits, holding no thread, for a
/// place until its deadline, then gives up; places go to waiters in arrival order.
final class BlockingCallLimiter: @unchecked Sendable {
    private let lock = NSLock()
    private var available: Int
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextId: UInt64 = 0

    init(capacity: Int) {
        available = max(1, capacity)
    }

    /// True with a place taken (give it back with `release()`), false when `timeout` seconds passed.
    func acquire(timeout: TimeInterval) async -> Bool {
        await withCheckedContinuation { continuation in
            lock.lock()
            if available > 0 {
                available -= 1
                lock.unlock()
                continuation.resume(returning: true)
                return
            }
            let id = nextId
            nextId += 1
            waiters.append((id, continuation))
            lock.unlock()
            Task { [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1_000_000_000))
                self?.expire(id)
            }
        }
    }

    func release() {
        lock.lock()
        guard !waiters.isEmpty else {
            available += 1
            lock.unlock()
            return
        }
        let next = waiters.removeFirst()
        lock.unlock()
        next.continuation.resume(returning: true)
    }

    private func expire(_ id: UInt64) {
        lock.lock()
        guard let index = waiters.firstIndex(where: { $0.id == id }) else {
            lock.unlock()
            return
        }
        let waiter = waiters.remove(at: index)
        lock.unlock()
        waiter.continuation.resume(returning: false)
    }
}
