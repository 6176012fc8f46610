internal import CCrypt

/// Verifies imported bcrypt hashes (`$2a$`, `$2b$`, `$2y$`) with libxcrypt's `crypt_rn`.
///
/// AuthCrypto never writes bcrypt; accounts verified this way should be rehashed with argon2id.
public enum BcryptVerifier {
    /// The highest cost factor this server agrees to compute (2^16 rounds is far beyond real use).
    public static let maximumCost = 16

    /// Returns whether `encoded` looks like a bcrypt hash: a known prefix, a two-digit cost and
    /// 53 characters of salt and hash.
    public static func isBcrypt(_ encoded: String) -> Bool {
        parseCost(encoded) != nil
    }

    /// Returns whether `password` matches the bcrypt hash `encoded`, comparing in constant time.
    ///
    /// Like every bcrypt implementation, only the first 72 bytes of the password count. A password
    /// containing a NUL byte cannot be passed to crypt and never matches.
    /// - Throws: `PasswordHashError` for a malformed hash or too high a cost, `CryptError` if libxcrypt
    ///   rejects the setting.
    public static func verify(password: String, against encoded: String) throws -> Bool {
        guard let cost = parseCost(encoded) else { throw PasswordHashError.malformedHash(scheme: .bcrypt) }
        guard cost >= 4, cost <= maximumCost else {
            throw PasswordHashError.parametersOutOfRange(scheme: .bcrypt)
        }
        guard !password.utf8.contains(0) else { return false }
        // NB: struct crypt_data is ~32 KiB; keep it off the (small) pool-thread stack and wipe it after use.
        let size = MemoryLayout<crypt_data>.size
        let data = UnsafeMutableRawPointer.allocate(
            byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        defer {
            data.initializeMemory(as: UInt8.self, repeating: 0, count: size)
            data.deallocate()
        }
        let computed = try checkCrypt(crypt_rn(password, encoded, data, Int32(size)))
        return ConstantTime.equals(computed, encoded)
    }

    private static func parseCost(_ encoded: String) -> Int? {
        let bytes = Array(encoded.utf8)
        guard bytes.count == 60, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: "2"),
            [UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "y")].contains(bytes[2]),
            bytes[3] == UInt8(ascii: "$"), bytes[6] == UInt8(ascii: "$")
        else { return nil }
        let alphabet = Set("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        guard bytes[7...].allSatisfy(alphabet.contains) else { return nil }
        return Int(String(decoding: bytes[4..<6], as: UTF8.self))
    }
}
