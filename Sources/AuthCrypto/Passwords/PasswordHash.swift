/// A stored password hash in any scheme AuthCrypto can verify.
///
/// New hashes are always argon2id; bcrypt and Firebase scrypt exist so imported accounts can sign in
/// once and be rehashed (`needsRehash(for:)` is `true` for them).
public enum PasswordHash: Sendable, Hashable {
    /// An argon2id PHC string.
    case argon2id(Argon2EncodedHash)
    /// A bcrypt string (`$2a$`, `$2b$` or `$2y$`).
    case bcrypt(String)
    /// A hash exported from Firebase Authentication, with its salt and project parameters.
    case firebaseScrypt(FirebaseScryptHash)

    /// Parses a self-describing stored hash: an argon2id PHC string or a bcrypt string.
    ///
    /// Firebase scrypt hashes are not self-describing (the project parameters live elsewhere); build
    /// them with `.firebaseScrypt(FirebaseScryptHash(…))`.
    /// - Throws: `PasswordHashError.malformedHash` for a known prefix with bad fields,
    ///   `.unrecognizedFormat` otherwise.
    public init(encoded: String) throws(PasswordHashError) {
        if encoded.hasPrefix("$argon2id$") {
            guard let parsed = Argon2EncodedHash(parsing: encoded) else {
                throw .malformedHash(scheme: .argon2id)
            }
            self = .argon2id(parsed)
        } else if encoded.hasPrefix("$2a$") || encoded.hasPrefix("$2b$") || encoded.hasPrefix("$2y$") {
            guard BcryptVerifier.isBcrypt(encoded) else { throw .malformedHash(scheme: .bcrypt) }
            self = .bcrypt(encoded)
        } else {
            throw .unrecognizedFormat
        }
    }

    /// The scheme of this hash.
    public var scheme: PasswordHashScheme {
        switch self {
        case .argon2id: .argon2id
        case .bcrypt: .bcrypt
        case .firebaseScrypt: .firebaseScrypt
        }
    }

    /// Returns whether `password` matches this hash (constant-time comparison in every scheme).
    ///
    /// This is slow by design; call it through `PasswordHashingPool.verify(password:against:)`.
    public func verify(password: String) throws -> Bool {
        switch self {
        case .argon2id(let stored): try Argon2idHasher().verify(password: password, against: stored)
        case .bcrypt(let encoded): try BcryptVerifier.verify(password: password, against: encoded)
        case .firebaseScrypt(let stored): try stored.verify(password: password)
        }
    }

    /// Returns whether this hash should be replaced by `hasher`'s output after a successful verify.
    public func needsRehash(for hasher: Argon2idHasher) -> Bool {
        guard case .argon2id(let stored) = self else { return true }
        return hasher.needsRehash(stored.encoded)
    }
}
