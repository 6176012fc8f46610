internal import CArgon2

/// Hashes and verifies passwords with argon2id (RFC 9106) through libargon2.
///
/// Hashing is deliberately slow and memory-hungry: call it through `PasswordHashingPool`, never on an
/// HTTP thread or the Swift cooperative pool.
public struct Argon2idHasher: Sendable, Hashable {
    /// The cost parameters for new hashes.
    public var parameters: Argon2Parameters
    /// Salt length for new hashes, in bytes.
    public var saltByteCount: Int
    /// Hash length for new hashes, in bytes.
    public var hashByteCount: Int

    /// Creates a hasher; defaults are OWASP's minimum parameters, 16-byte salts and 32-byte hashes.
    public init(
        parameters: Argon2Parameters = .owaspMinimum, saltByteCount: Int = 16, hashByteCount: Int = 32
    ) {
        self.parameters = parameters
        self.saltByteCount = saltByteCount
        self.hashByteCount = hashByteCount
    }

    /// Returns a PHC string for `password` with a fresh random salt.
    ///
    /// - Throws: `Argon2Error` for parameters libargon2 rejects, `OpenSSLError` if randomness fails.
    public func hash(password: String) throws -> String {
        let salt = try SecureRandom.bytes(count: saltByteCount)
        let raw = try Self.rawHash(
            password: Array(password.utf8), salt: salt, parameters: parameters,
            version: Argon2EncodedHash.currentVersion, byteCount: hashByteCount)
        return Argon2EncodedHash(parameters: parameters, salt: salt, hash: raw).encoded
    }

    /// Returns whether `password` matches the argon2id PHC string `encoded`, comparing in constant time.
    ///
    /// The stored string's own parameters are used, so hashes made with older settings still verify.
    /// - Throws: `PasswordHashError.malformedHash` when `encoded` is not an argon2id PHC string.
    public func verify(password: String, against encoded: String) throws -> Bool {
        guard let stored = Argon2EncodedHash(parsing: encoded) else {
            throw PasswordHashError.malformedHash(scheme: .argon2id)
        }
        return try verify(password: password, against: stored)
    }

    /// Returns whether `password` matches an already parsed argon2id hash.
    public func verify(password: String, against stored: Argon2EncodedHash) throws -> Bool {
        let candidate = try Self.rawHash(
            password: Array(password.utf8), salt: stored.salt, parameters: stored.parameters,
            version: stored.version, byteCount: stored.hash.count)
        return ConstantTime.equals(candidate, stored.hash)
    }

    /// Returns whether `encoded` should be replaced by a fresh hash at the next successful sign-in:
    /// it is not argon2id, or its version, parameters, salt or hash length differ from this hasher's.
    public func needsRehash(_ encoded: String) -> Bool {
        guard let stored = Argon2EncodedHash(parsing: encoded) else { return true }
        return stored.version != Argon2EncodedHash.currentVersion || stored.parameters != parameters
            || stored.salt.count != saltByteCount || stored.hash.count != hashByteCount
    }

    // MARK: - libargon2

    static func rawHash(
        password: [UInt8], salt: [UInt8], parameters: Argon2Parameters, version: UInt32, byteCount: Int
    ) throws(Argon2Error) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: byteCount)
        var context = argon2_context()
        let result = password.withUnsafeBufferPointer { passwordBuffer in
            salt.withUnsafeBufferPointer { saltBuffer in
                output.withUnsafeMutableBufferPointer { outputBuffer in
                    context.out = outputBuffer.baseAddress
                    context.outlen = UInt32(outputBuffer.count)
                    context.pwd = UnsafeMutablePointer(mutating: passwordBuffer.baseAddress)
                    context.pwdlen = UInt32(passwordBuffer.count)
                    context.salt = UnsafeMutablePointer(mutating: saltBuffer.baseAddress)
                    context.saltlen = UInt32(saltBuffer.count)
                    context.t_cost = parameters.iterations
                    context.m_cost = parameters.memoryKiB
                    context.lanes = parameters.parallelism
                    context.threads = 1  // NB: keep the work on the calling (pool) thread; lanes still = p.
                    context.version = version
                    context.flags = 0  // ARGON2_DEFAULT_FLAGS: leave the caller's buffers alone
                    return argon2_ctx(&context, Argon2_id)
                }
            }
        }
        try checkArgon2(result)
        return output
    }
}
