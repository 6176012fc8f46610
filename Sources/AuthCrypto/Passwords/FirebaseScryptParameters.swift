/// A Firebase project's password hash configuration (Firebase console → Authentication → password hash
/// parameters), needed to verify hashes exported with `firebase auth:export`.
///
/// `description` deliberately omits the signer key and salt separator.
public struct FirebaseScryptParameters: Sendable, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The project's secret signer key (`base64_signer_key`), decoded.
    public var signerKey: [UInt8]
    /// The salt separator (`base64_salt_separator`), decoded; appended to every user's salt.
    public var saltSeparator: [UInt8]
    /// scrypt's block size `r` (`rounds`).
    public var rounds: Int
    /// log2 of scrypt's CPU/memory cost `N` (`mem_cost`).
    public var memoryCost: Int

    /// Creates parameters from decoded bytes.
    public init(signerKey: [UInt8] = [], saltSeparator: [UInt8] = [], rounds: Int = 8, memoryCost: Int = 14) {
        self.signerKey = signerKey
        self.saltSeparator = saltSeparator
        self.rounds = rounds
        self.memoryCost = memoryCost
    }

    /// Creates parameters from the standard-base64 values the Firebase console shows.
    /// - Throws: `PasswordHashError.malformedHash(scheme: .firebaseScrypt)` for invalid base64.
    public init(signerKeyBase64: String, saltSeparatorBase64: String, rounds: Int, memoryCost: Int) throws {
        guard let signerKey = FirebaseScryptHash.decodeBase64(signerKeyBase64),
            let saltSeparator = FirebaseScryptHash.decodeBase64(saltSeparatorBase64)
        else { throw PasswordHashError.malformedHash(scheme: .firebaseScrypt) }
        self.init(signerKey: signerKey, saltSeparator: saltSeparator, rounds: rounds, memoryCost: memoryCost)
    }

    /// Whether the costs are within the range this server agrees to compute (rounds 1–16, mem cost 1–16,
    /// at most 128 MiB) and a signer key is present.
    public var isWithinLimits: Bool {
        (1...16).contains(rounds) && (1...16).contains(memoryCost) && !signerKey.isEmpty
    }

    public var description: String {
        "FirebaseScryptParameters(rounds: \(rounds), memoryCost: \(memoryCost))"
    }

    public var debugDescription: String { description }
}
