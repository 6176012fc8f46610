import Synchronization

/// Process-unique request ids: a random per-server prefix and a counter (`5f0c9a1e2b7d-2a`).
final class RequestIDGenerator: Sendable {
    private let prefix: String
    private let counter = Atomic<UInt64>(0)

    init() {
        var generator = SystemRandomNumberGenerator()
        let random = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(random, radix: 16)
        prefix = String(repeating: "0", count: 12 - hex.count) + hex
    }

    func next() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return prefix + "-" + String(number, radix: 16)
    }
}
