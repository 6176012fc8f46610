import AuthCrypto
import Foundation

/// What every request asks the signing keys, worked out once per set of loaded keys: the signer for
/// now and the published verification set, each with the instant until which it stays the answer
/// (the next activation or retirement; the next expiry), so requests pay no filtering, sorting or
/// allocation until then.
struct SigningKeySnapshot: Sendable {
    let signer: JWTSigner?
    let signerValidUntil: Int64
    let publishedKeyIDs: Set<String>
    let keySet: JWKSet
    let keySetValidUntil: Int64

    /// The answers at `now` for `keys`, with `keySet` built from `published` (ordered by activation).
    init(keys: [LoadedSigningKey], now: Int64, keySet: JWKSet, published: [LoadedSigningKey]) {
        let current = keys.filter { $0.record.signs(at: now) }.max {
            ($0.record.activeFrom, $0.record.kid) < ($1.record.activeFrom, $1.record.kid)
        }
        let nextActivation = keys.map(\.record.activeFrom).filter { $0 > now }.min() ?? .max
        signer = current?.signer
        signerValidUntil = current.map { min($0.record.retireAt, nextActivation) } ?? now
        publishedKeyIDs = Set(published.map(\.record.kid))
        self.keySet = keySet
        keySetValidUntil = published.map(\.record.expireAt).min() ?? now
    }

    /// The signer, while it is still the one to use at `now`.
    func signer(at now: Int64) -> JWTSigner? {
        now < signerValidUntil ? signer : nil
    }

    /// The verification set, while it is current at `now` and holds `keyID` (when given).
    func keySet(at now: Int64, holding keyID: String?) -> JWKSet? {
        guard now < keySetValidUntil else { return nil }
        if let keyID, !publishedKeyIDs.contains(keyID) { return nil }
        return keySet
    }
}
