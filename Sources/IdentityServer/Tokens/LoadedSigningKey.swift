import AuthCrypto
import Foundation
import Storage

/// A stored signing key, parsed once: the signer, its public JWK and a self-signed certificate for
/// the x509 map firebase-admin reads.
struct LoadedSigningKey: Sendable {
    let record: SigningKeyRecord
    let signer: JWTSigner
    let jwk: JWK
    let certificatePEM: String

    init(record: SigningKeyRecord) throws {
        let pair = try RSAKeyPair(privateKeyPEM: record.privateKeyPEM)
        self.record = record
        self.signer = JWTSigner.rs256(pair, keyID: record.kid)
        self.jwk = try signer.jwk()
        let notBefore = Date(timeIntervalSince1970: Double(record.activeFrom) / 1000 - 60)
        let validity = Double(record.expireAt - record.activeFrom) / 1000 + 120
        self.certificatePEM =
            try X509Certificate.selfSigned(
                for: pair, commonName: "securetoken.system.gserviceaccount.com", validity: validity,
                notBefore: notBefore
            ).pemRepresentation
    }
}
