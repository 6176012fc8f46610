/// Random nonces for identity-provider sign-in (e.g. Sign in with Apple: send
/// `SHA256.hash(nonce).hexString` to Apple, and the raw nonce to the identity server).
public enum Nonce {
    /// The 65 characters a nonce is drawn from: `0-9`, `A-Z`, `a-z`, `-`, `.`, `_`.
    public static let characterSet: [Character] = Array(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-._")

    /// A nonce of `length` characters drawn uniformly from ``characterSet`` with the system's
    /// cryptographically secure generator.
    public static func random(length: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return random(length: length, using: &generator)
    }

    /// A nonce of `length` characters drawn from ``characterSet`` with `generator`.
    ///
    /// Each character comes from one random byte. Bytes at or above the largest multiple of the set's
    /// size that fits in a byte (195 = 3 × 65) are thrown away, so every character is equally likely
    /// (no modulo bias).
    public static func random(length: Int, using generator: inout some RandomNumberGenerator) -> String {
        precondition(length >= 0, "a nonce cannot have a negative length")
        let count = characterSet.count
        let limit = UInt8(256 / count * count)
        var result: [Character] = []
        result.reserveCapacity(length)
        while result.count < length {
            let random: UInt64 = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where result.count < length {
                let byte = UInt8(truncatingIfNeeded: random >> UInt64(shift))
                if byte < limit {
                    result.append(characterSet[Int(byte) % count])
                }
            }
        }
        return String(result)
    }
}
