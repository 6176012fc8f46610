import AuthCrypto
import Foundation

/// RFC 6238 time-based one-time passwords as Firebase offers them: HMAC-SHA1, 6 digits, 30-second
/// steps, a 160-bit secret shown in base32. A code is accepted for the current step or one step either
/// side (clock drift), and only for a step later than the last one accepted, so a code cannot be
/// replayed, not even within its 30 seconds.
enum TOTP {
    static let digits = 6
    static let period: Int64 = 30
    static let algorithm = "SHA1"

    /// A new secret, base32.
    static func newSecret() throws -> String {
        Base32.encode(try SecureRandom.bytes(count: 20))
    }

    /// The step `milliseconds` falls in.
    static func step(at milliseconds: Int64) -> Int64 { milliseconds / 1000 / period }

    /// The code for one step (RFC 4226 HOTP with the step as counter).
    static func code(secret: [UInt8], step: Int64) -> String? {
        var counter = UInt64(bitPattern: step).bigEndian
        let message = withUnsafeBytes(of: &counter) { Array($0) }
        guard let mac = try? HMAC.authenticationCode(for: message, key: secret, digest: .sha1),
            mac.count == 20
        else { return nil }
        let offset = Int(mac[19] & 0x0F)
        let value =
            (UInt32(mac[offset] & 0x7F) << 24) | (UInt32(mac[offset + 1]) << 16)
            | (UInt32(mac[offset + 2]) << 8)
            | UInt32(mac[offset + 3])
        return String(format: "%06u", value % 1_000_000)
    }

    /// The step `code` is valid for — now, one step before or after, and later than `lastUsedStep` —
    /// or nil. Every candidate is computed and compared in constant time.
    static func matchingStep(
        code: String, secret base32: String, now milliseconds: Int64, lastUsedStep: Int64?
    )
        -> Int64?
    {
        guard code.count == digits, code.allSatisfy({ $0.isASCII && $0.isNumber }),
            let secret = Base32.decode(base32), !secret.isEmpty
        else { return nil }
        let current = step(at: milliseconds)
        var matched: Int64?
        for candidate in (current - 1)...(current + 1) {
            guard let expected = Self.code(secret: secret, step: candidate) else { continue }
            if ConstantTime.equals(expected, code), candidate > (lastUsedStep ?? Int64.min), matched == nil {
                matched = candidate
            }
        }
        return matched
    }

    /// The `otpauth://` URI authenticator apps read (as text or from a QR code).
    static func uri(secret: String, account: String, issuer: String) -> String {
        let label = percentEncoded(issuer) + ":" + percentEncoded(account)
        return "otpauth://totp/\(label)?secret=\(secret)&issuer=\(percentEncoded(issuer))"
            + "&algorithm=\(algorithm)&digits=\(digits)&period=\(period)"
    }

    private static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
