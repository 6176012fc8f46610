import AuthCrypto
import AuthModel

/// Turns `accounts:batchCreate` hash fields into the stored hash string (rehashed to argon2id at
/// the first successful sign-in): `ARGON2ID` (a PHC string), `BCRYPT` (the `$2a$…` string) or
/// Firebase `SCRYPT` (with the request's `signerKey`, `saltSeparator`, `rounds`, `memoryCost`).
/// `passwordHash`, `salt`, `signerKey` and `saltSeparator` are base64 (URL-safe or standard).
public struct ImportedPasswordHash: Sendable {
    let algorithm: String
    let scryptParameters: FirebaseScryptParameters?

    init(request body: RequestBody) throws(APIError) {
        algorithm = (body.string("hashAlgorithm") ?? "").uppercased()
        switch algorithm {
        case "", "ARGON2ID", "ARGON2", "BCRYPT":
            scryptParameters = nil
        case "SCRYPT":
            guard let key = body.string("signerKey").flatMap(Self.decode), !key.isEmpty else {
                throw APIError(
                    envelope: ErrorEnvelope(message: "MISSING_SIGNER_KEY : signerKey is required for SCRYPT.")
                )
            }
            let separator = body.string("saltSeparator").flatMap(Self.decode) ?? []
            let parameters = FirebaseScryptParameters(
                signerKey: key, saltSeparator: separator, rounds: Int(body.int64("rounds") ?? 8),
                memoryCost: Int(body.int64("memoryCost") ?? 14))
            guard parameters.isWithinLimits else {
                throw APIError(
                    envelope: ErrorEnvelope(
                        message: "INVALID_HASH_PARAMETERS : rounds or memoryCost out of range"))
            }
            scryptParameters = parameters
        default:
            throw APIError(
                envelope: ErrorEnvelope(message: "INVALID_HASH_ALGORITHM : Unsupported hash algorithm."))
        }
    }

    /// The stored form of one user's hash, or an error message for the user's `error` entry.
    func stored(passwordHash: String, salt: String?) -> Result<String, ImportFailure> {
        guard let bytes = Self.decode(passwordHash), !bytes.isEmpty else {
            return .failure(.init("Invalid password hash."))
        }
        switch algorithm {
        case "":
            return .failure(.init("Missing hashAlgorithm."))
        case "ARGON2ID", "ARGON2", "BCRYPT":
            guard let text = String(bytes: bytes, encoding: .utf8), (try? PasswordHash(encoded: text)) != nil
            else {
                return .failure(.init("Invalid password hash."))
            }
            return .success(text)
        default:
            guard let parameters = scryptParameters else {
                return .failure(.init("Missing hash parameters."))
            }
            let saltBytes = salt.flatMap(Self.decode) ?? []
            return .success(
                ImportedScryptHash.encode(
                    FirebaseScryptHash(hash: bytes, salt: saltBytes, parameters: parameters)))
        }
    }

    /// Decodes URL-safe or standard base64, with or without padding.
    public static func decode(_ text: String) -> [UInt8]? {
        var normalized = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(
            of: "/", with: "_")
        while normalized.hasSuffix("=") { normalized.removeLast() }
        return AuthCrypto.Base64URL.decode(normalized)
    }

    /// Why one user could not be imported (a message for the response, never the hash).
    struct ImportFailure: Error, Sendable {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
