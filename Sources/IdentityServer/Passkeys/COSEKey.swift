import AuthCrypto

/// A credential public key in COSE_Key form (RFC 9052 §7, RFC 9053), as authenticator data carries it:
/// EC2 P-256 with ES256, RSA with RS256, or OKP Ed25519 with EdDSA. Anything else is refused.
struct COSEKey {
    /// The key's encoded bytes, stored as the passkey's public key.
    let encoded: [UInt8]
    let key: CredentialPublicKey

    var algorithm: CredentialPublicKey.Algorithm { key.algorithm }

    enum Failure: Error, Equatable {
        case notAMap
        case unsupportedAlgorithm
        case mismatchedKeyType
        case invalidParameters
    }

    /// Labels (RFC 9052 §7.1, RFC 9053 §7).
    private enum Label {
        static let kty: Int64 = 1
        static let alg: Int64 = 3
        static let crv: Int64 = -1
        static let x: Int64 = -2
        static let y: Int64 = -3
        static let n: Int64 = -1  // RSA
        static let e: Int64 = -2  // RSA
    }

    init(decoding encoded: [UInt8]) throws {
        try self.init(CBORDecoder.decode(encoded), encoded: encoded)
    }

    init(_ value: CBORValue, encoded: [UInt8]) throws {
        guard value.isMap else { throw Failure.notAMap }
        guard let alg = value[Label.alg]?.integer, let algorithm = CredentialPublicKey.Algorithm(rawValue: alg)
        else { throw Failure.unsupportedAlgorithm }
        let kty = value[Label.kty]?.integer
        switch algorithm {
        case .es256:
            guard kty == 2 else { throw Failure.mismatchedKeyType }
            guard value[Label.crv]?.integer == 1, let x = value[Label.x]?.byteString,
                let y = value[Label.y]?.byteString, x.count == 32, y.count == 32
            else { throw Failure.invalidParameters }
            key = try CredentialPublicKey.es256(x: x, y: y)
        case .rs256:
            guard kty == 3 else { throw Failure.mismatchedKeyType }
            guard let n = value[Label.n]?.byteString, let e = value[Label.e]?.byteString, !n.isEmpty, !e.isEmpty
            else { throw Failure.invalidParameters }
            key = try CredentialPublicKey.rs256(modulus: n, exponent: e)
        case .edDSA:
            guard kty == 1 else { throw Failure.mismatchedKeyType }
            guard value[Label.crv]?.integer == 6, let x = value[Label.x]?.byteString, x.count == 32 else {
                throw Failure.invalidParameters
            }
            key = try CredentialPublicKey.ed25519(x)
        }
        self.encoded = encoded
    }
}
