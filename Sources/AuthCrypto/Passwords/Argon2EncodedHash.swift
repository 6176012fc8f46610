/// An argon2id hash in PHC string format: `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`.
///
/// Salt and hash use the standard base64 alphabet without padding, as the reference implementation
/// writes them.
public struct Argon2EncodedHash: Sendable, Hashable {
    /// The Argon2 version number (19, i.e. 0x13, for every current implementation).
    public var version: UInt32
    /// The cost parameters.
    public var parameters: Argon2Parameters
    /// The salt bytes.
    public var salt: [UInt8]
    /// The raw hash bytes.
    public var hash: [UInt8]

    /// The Argon2 version AuthCrypto writes (1.3).
    public static let currentVersion: UInt32 = 0x13

    /// Creates a hash value from its parts.
    public init(version: UInt32 = currentVersion, parameters: Argon2Parameters, salt: [UInt8], hash: [UInt8])
    {
        self.version = version
        self.parameters = parameters
        self.salt = salt
        self.hash = hash
    }

    /// Parses a PHC string; returns `nil` unless it is a well-formed argon2id string.
    ///
    /// A missing `v=` segment means version 0x10, as in the reference implementation.
    public init?(parsing encoded: String) {
        var fields = encoded.split(separator: "$", omittingEmptySubsequences: false)[...]
        guard fields.popFirst() == "", fields.popFirst() == "argon2id" else { return nil }
        var version: UInt32 = 0x10
        if let field = fields.first, field.hasPrefix("v=") {
            guard let parsed = UInt32(field.dropFirst(2)) else { return nil }
            version = parsed
            fields.removeFirst()
        }
        guard fields.count == 3, let parameters = Self.parseParameters(fields.removeFirst()),
            let salt = Base64URL.decodeStandardUnpadded(fields.removeFirst()),
            let hash = Base64URL.decodeStandardUnpadded(fields.removeFirst()),
            !salt.isEmpty, !hash.isEmpty
        else { return nil }
        self.init(version: version, parameters: parameters, salt: salt, hash: hash)
    }

    /// The PHC string for this hash.
    public var encoded: String {
        let salt = Base64URL.encodeStandardUnpadded(salt)
        let hash = Base64URL.encodeStandardUnpadded(hash)
        return "$argon2id$v=\(version)$\(parameters)$\(salt)$\(hash)"
    }

    // MARK: - Parameter segment

    private static func parseParameters(_ segment: Substring) -> Argon2Parameters? {
        var values: [Substring: UInt32] = [:]
        for pair in segment.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, values[parts[0]] == nil, let value = UInt32(parts[1]) else { return nil }
            values[parts[0]] = value
        }
        guard values.count == 3, let m = values["m"], let t = values["t"], let p = values["p"] else {
            return nil
        }
        return Argon2Parameters(memoryKiB: m, iterations: t, parallelism: p)
    }
}
