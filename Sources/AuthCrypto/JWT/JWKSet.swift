import Foundation

/// A JWK Set (RFC 7517 §5), with usable public keys indexed by `kid`.
///
/// Keys without a `kid`, with `use` other than "sig", of unsupported types (including symmetric "oct"
/// keys) or that OpenSSL rejects are kept in `keys` but never used for verification.
public struct JWKSet: Sendable {
    /// Every key as given.
    public let keys: [JWK]
    private let publicKeys: [String: (jwk: JWK, key: JWTPublicKey)]

    private struct Document: Codable {
        var keys: [JWK]
    }

    /// Creates a set from keys; the first usable key wins when a `kid` repeats.
    public init(keys: [JWK]) {
        self.keys = keys
        var usable: [String: (jwk: JWK, key: JWTPublicKey)] = [:]
        for jwk in keys {
            guard let keyID = jwk.keyID, usable[keyID] == nil, jwk.use == nil || jwk.use == "sig",
                let key = try? jwk.makePublicKey()
            else { continue }
            usable[keyID] = (jwk, key)
        }
        self.publicKeys = usable
    }

    /// Parses a JWKS document (`{"keys": [...]}`).
    /// - Throws: `KeyError.invalidKeyMaterial` when the JSON is not a JWKS document.
    public init(jsonData: Data) throws {
        guard let document = try? JSONDecoder().decode(Document.self, from: jsonData) else {
            throw KeyError.invalidKeyMaterial
        }
        self.init(keys: document.keys)
    }

    /// Creates a set from `{kid: X.509 PEM}`, the format Google publishes for Firebase ID token keys.
    public init(certificatesByKeyID: [String: String]) throws {
        var keys: [JWK] = []
        for (keyID, pem) in certificatesByKeyID.sorted(by: { $0.key < $1.key }) {
            keys.append(try X509Certificate(pemRepresentation: pem).publicKey.jwk(keyID: keyID))
        }
        self.init(keys: keys)
    }

    /// The JWKS document JSON (`{"keys": [...]}`), keys in the given order.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(keys: keys))
    }

    /// Every usable key with its JWK, in the given order.
    var usableKeys: [(jwk: JWK, key: JWTPublicKey)] {
        keys.compactMap { jwk in
            guard let keyID = jwk.keyID, let entry = publicKeys[keyID], entry.jwk == jwk else { return nil }
            return entry
        }
    }

    /// The usable key for `keyID`, or `nil`.
    public func publicKey(forKeyID keyID: String) -> JWTPublicKey? {
        publicKeys[keyID]?.key
    }

    /// The JWK behind the usable key for `keyID`, or `nil`.
    public func jwk(forKeyID keyID: String) -> JWK? {
        publicKeys[keyID]?.jwk
    }

    /// The key IDs with a usable key, sorted.
    public var usableKeyIDs: [String] { publicKeys.keys.sorted() }
}
