import AuthCrypto

/// How an imported Firebase-scrypt hash is kept in `AccountRecord.passwordHash` until the first
/// sign-in replaces it with argon2id:
/// `$firebase-scrypt$r=<rounds>,m=<memCost>$<signerKey>$<saltSeparator>$<salt>$<hash>`
/// (base64url without padding).
public enum ImportedScryptHash {
    public static let prefix = "$firebase-scrypt$"

    public static func encode(_ hash: FirebaseScryptHash) -> String {
        let p = hash.parameters
        return prefix + "r=\(p.rounds),m=\(p.memoryCost)$"
            + [p.signerKey, p.saltSeparator, hash.salt, hash.hash].map { AuthCrypto.Base64URL.encode($0) }
            .joined(separator: "$")
    }

    public static func decode(_ encoded: String) -> FirebaseScryptHash? {
        guard encoded.hasPrefix(prefix) else { return nil }
        let parts = encoded.dropFirst(prefix.count).split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 5 else { return nil }
        var rounds: Int?
        var memoryCost: Int?
        for pair in parts[0].split(separator: ",") {
            let field = pair.split(separator: "=", maxSplits: 1)
            guard field.count == 2 else { return nil }
            if field[0] == "r" { rounds = Int(field[1]) }
            if field[0] == "m" { memoryCost = Int(field[1]) }
        }
        let bytes = parts[1...].map { AuthCrypto.Base64URL.decode($0) }
        guard let rounds, let memoryCost, let signerKey = bytes[0], let separator = bytes[1],
            let salt = bytes[2],
            let hash = bytes[3]
        else { return nil }
        return FirebaseScryptHash(
            hash: hash, salt: salt,
            parameters: FirebaseScryptParameters(
                signerKey: signerKey, saltSeparator: separator, rounds: rounds, memoryCost: memoryCost))
    }
}
