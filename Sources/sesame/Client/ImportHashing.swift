import AuthCrypto
import IdentityServer

/// The password-hash settings of `sesame users import`: Firebase's `auth:import` flags for the two of
/// its algorithms Sesame checks (its modified `SCRYPT`, `BCRYPT`), or — without `--hash-algo` — the
/// self-describing hashes of a Sesame export (argon2id, bcrypt, an imported Firebase scrypt hash that
/// carries its settings).
enum ImportHashing: Sendable {
    /// `accounts:batchCreate` settings for every user of the file.
    case given([String: JSON])
    /// Each hash says what it is.
    case detected

    static let options = [
        CommandOption("hash-algo", "ALGO", "how the file's hashes were made: SCRYPT (Firebase's) or BCRYPT"),
        CommandOption("hash-key", "BASE64", "SCRYPT: the project's signer key"),
        CommandOption("salt-separator", "BASE64", "SCRYPT: the project's salt separator"),
        CommandOption("rounds", "N", "SCRYPT: rounds (1-8)"),
        CommandOption("mem-cost", "N", "SCRYPT: memory cost (1-14)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let scryptOnly = Self.options.dropFirst().filter { arguments.value($0.name) != nil }
        switch arguments.value("hash-algo")?.uppercased() {
        case nil:
            if let option = scryptOnly.first {
                throw .missingOption("--hash-algo SCRYPT (\(option.flag) needs it)")
            }
            self = .detected
        case "BCRYPT":
            if let option = scryptOnly.first { throw .conflictingOptions(option.flag, "--hash-algo BCRYPT") }
            self = .given(["hashAlgorithm": "BCRYPT"])
        case "SCRYPT":
            self = .given(try Self.scrypt(arguments))
        default:
            throw .invalidValue(
                "--hash-algo", expected: "SCRYPT or BCRYPT, the Firebase hashes Sesame can check")
        }
    }

    private static func scrypt(_ arguments: ParsedArguments) throws(UsageError) -> [String: JSON] {
        let key = try arguments.requiredValue("hash-key")
        guard ImportedPasswordHash.decode(key) != nil else {
            throw .invalidValue("--hash-key", expected: "base64")
        }
        var settings: [String: JSON] = ["hashAlgorithm": "SCRYPT", "signerKey": .string(key)]
        if let separator = arguments.value("salt-separator") {
            guard ImportedPasswordHash.decode(separator) != nil else {
                throw .invalidValue("--salt-separator", expected: "base64")
            }
            settings["saltSeparator"] = .string(separator)
        }
        for (flag, field, range) in [("rounds", "rounds", 1...8), ("mem-cost", "memoryCost", 1...14)] {
            guard let value = Int(try arguments.requiredValue(flag)), range.contains(value) else {
                throw .invalidValue(
                    "--" + flag, expected: "an integer in \(range.lowerBound)...\(range.upperBound)")
            }
            settings[field] = .int(Int64(value))
        }
        return settings
    }

    /// The settings of one `accounts:batchCreate` user's hash, and the user as it is sent with them;
    /// nil settings for a user without a hash.
    func settings(for user: [String: JSON]) throws(UsageError) -> ([String: JSON], [String: JSON]) {
        guard let encoded = user["passwordHash"]?.stringValue else { return ([:], user) }
        if case .given(let settings) = self { return (settings, user) }
        let text = String(decoding: ImportedPasswordHash.decode(encoded) ?? [], as: UTF8.self)
        if text.hasPrefix("$argon2id$") { return (["hashAlgorithm": "ARGON2ID"], user) }
        if ["$2a$", "$2b$", "$2y$"].contains(where: text.hasPrefix) {
            return (["hashAlgorithm": "BCRYPT"], user)
        }
        guard let scrypt = ImportedScryptHash.decode(text) else {
            throw .missingOption(
                "--hash-algo and Firebase's hash settings (the file's hashes are not Sesame's)")
        }
        let parameters = scrypt.parameters
        var sent = user
        sent["passwordHash"] = .string(Base64URL.encode(scrypt.hash))
        sent["salt"] = .string(Base64URL.encode(scrypt.salt))
        return (
            [
                "hashAlgorithm": "SCRYPT", "signerKey": .string(Base64URL.encode(parameters.signerKey)),
                "saltSeparator": .string(Base64URL.encode(parameters.saltSeparator)),
                "rounds": .int(Int64(parameters.rounds)), "memoryCost": .int(Int64(parameters.memoryCost)),
            ], sent
        )
    }
}
