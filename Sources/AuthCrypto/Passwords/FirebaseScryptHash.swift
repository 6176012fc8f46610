import Foundation
internal import COpenSSL

/// A password hash exported from Firebase Authentication (modified scrypt), with the user's salt.
///
/// Algorithm: `key = scrypt(password, salt ‖ saltSeparator, N = 2^memoryCost, r = rounds, p = 1,
/// dkLen = 64)`; the stored hash is AES-256-CTR(key[0..<32], IV = 16 zero bytes) applied to the
/// project's signer key.
public struct FirebaseScryptHash: Sendable, Hashable {
    /// The stored hash bytes (`passwordHash` in the export, decoded).
    public var hash: [UInt8]
    /// The user's salt (`salt` in the export, decoded).
    public var salt: [UInt8]
    /// The project's hash configuration.
    public var parameters: FirebaseScryptParameters

    /// Creates a hash value from decoded bytes.
    public init(hash: [UInt8], salt: [UInt8], parameters: FirebaseScryptParameters) {
        self.hash = hash
        self.salt = salt
        self.parameters = parameters
    }

    /// Creates a hash value from the standard-base64 `passwordHash` and `salt` of a Firebase export.
    /// - Throws: `PasswordHashError.malformedHash(scheme: .firebaseScrypt)` for invalid base64.
    public init(hashBase64: String, saltBase64: String, parameters: FirebaseScryptParameters) throws {
        guard let hash = Self.decodeBase64(hashBase64), let salt = Self.decodeBase64(saltBase64),
            !hash.isEmpty
        else { throw PasswordHashError.malformedHash(scheme: .firebaseScrypt) }
        self.init(hash: hash, salt: salt, parameters: parameters)
    }

    /// Returns whether `password` produces this hash, comparing in constant time.
    /// - Throws: `PasswordHashError.parametersOutOfRange` for costs beyond the limits, `OpenSSLError`.
    public func verify(password: String) throws -> Bool {
        let computed = try Self.compute(password: password, salt: salt, parameters: parameters)
        return ConstantTime.equals(computed, hash)
    }

    /// Returns the Firebase hash of `password` with `salt` (used to verify, and by tests).
    public static func compute(
        password: String, salt: [UInt8], parameters: FirebaseScryptParameters
    ) throws -> [UInt8] {
        guard parameters.isWithinLimits else {
            throw PasswordHashError.parametersOutOfRange(scheme: .firebaseScrypt)
        }
        let derived = try scrypt(
            password: Array(password.utf8), salt: salt + parameters.saltSeparator,
            n: UInt64(1) << parameters.memoryCost, r: UInt64(parameters.rounds), byteCount: 64)
        return try aes256CTR(key: Array(derived[0..<32]), plaintext: parameters.signerKey)
    }

    /// Decodes standard base64 with or without padding, as Firebase exports and consoles show it.
    static func decodeBase64(_ text: String) -> [UInt8]? {
        let unpadded =
            text.hasSuffix("==") ? text.dropLast(2) : text.hasSuffix("=") ? text.dropLast() : text[...]
        return Base64URL.decodeStandardUnpadded(unpadded)
    }

    // MARK: - OpenSSL primitives

    private static func scrypt(
        password: [UInt8], salt: [UInt8], n: UInt64, r: UInt64, byteCount: Int
    ) throws(OpenSSLError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: byteCount)
        let p: UInt64 = 1
        // OpenSSL refuses unless maxmem covers B (128·r·p) and V (128·r·(N+2)); add 1 MiB of slack.
        let maximumMemory = 128 * r * (n + 2 + p) + (1 << 20)
        // NB: EVP_PBE_scrypt treats a null password or salt pointer as the empty string.
        let result = password.withUnsafeBytes { passwordBytes in
            salt.withUnsafeBytes { saltBytes in
                EVP_PBE_scrypt(
                    passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), passwordBytes.count,
                    saltBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), saltBytes.count,
                    n, r, p, maximumMemory, &output, byteCount)
            }
        }
        try checkOpenSSL(result, "EVP_PBE_scrypt")
        return output
    }

    private static func aes256CTR(key: [UInt8], plaintext: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        let context = try checkOpenSSL(EVP_CIPHER_CTX_new(), "EVP_CIPHER_CTX_new")
        defer { EVP_CIPHER_CTX_free(context) }
        let iv = [UInt8](repeating: 0, count: 16)
        try checkOpenSSL(EVP_EncryptInit_ex(context, EVP_aes_256_ctr(), nil, key, iv), "EVP_EncryptInit_ex")
        var output = [UInt8](repeating: 0, count: plaintext.count + 16)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        try checkOpenSSL(
            EVP_EncryptUpdate(context, &output, &written, plaintext, Int32(plaintext.count)),
            "EVP_EncryptUpdate")
        _ = try output.withUnsafeMutableBufferPointer { (buffer) throws(OpenSSLError) in
            try checkOpenSSL(
                EVP_EncryptFinal_ex(context, buffer.baseAddress! + Int(written), &finalWritten),
                "EVP_EncryptFinal_ex")
        }
        return Array(output.prefix(Int(written + finalWritten)))
    }
}
