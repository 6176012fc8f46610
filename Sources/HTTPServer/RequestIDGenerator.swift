import Synchronization

/// Process-unique request ids: a random per-server prefix and a counter (`5f0c9a1e2b7d-2a`).
final class RequestIDGenerator: Sendable {
    /// The prefix's twelve lowercase hex digits and the `-` after them, as ASCII.
    private let prefix: [UInt8]
    private let counter = Atomic<UInt64>(0)

    init() {
        var generator = SystemRandomNumberGenerator()
        let random = generator.next() & 0xFFFF_FFFF_FFFF
        prefix = Self.hexDigits(random, count: 12) + [UInt8(ascii: "-")]
    }

    /// Written straight into the string's storage: this runs once per request.
    func next() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        let digitCount = max(1, (UInt64.bitWidth - number.leadingZeroBitCount + 3) / 4)
        return String(unsafeUninitializedCapacity: prefix.count + digitCount) { buffer in
            let end = buffer.initialize(fromContentsOf: prefix)
            Self.writeHex(number, into: UnsafeMutableBufferPointer(rebasing: buffer[end...]))
            return end + digitCount
        }
    }

    /// `value`'s last `count` hex digits, zero-padded.
    static func hexDigits(_ value: UInt64, count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            writeHex(value, into: buffer)
            initialized = count
        }
    }

    /// Fills `buffer` with `value`'s last `buffer.count` lowercase hex digits, most significant first.
    private static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        var rest = value
        for index in buffer.indices.reversed() {
            let digit = UInt8(truncatingIfNeeded: rest & 0xF)
            buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            rest >>= 4
        }
    }
}
