/// The password hashing schemes AuthCrypto can verify.
public enum PasswordHashScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// argon2id in PHC format: the only scheme new hashes are written in.
    case argon2id
    /// bcrypt (`$2a$`, `$2b$`, `$2y$`), for imported accounts.
    case bcrypt
    /// Firebase Authentication's modified scrypt, for accounts exported from Firebase.
    case firebaseScrypt

    public var description: String { rawValue }
}
