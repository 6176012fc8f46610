import AuthCrypto
import Foundation
import Storage

/// Single use of SAML assertions: each one that signs someone in is recorded (a hash of tenant,
/// provider, issuer and assertion ID, as a `samlAssertion` verification session) until it expires, in
/// the shared store, so every instance refuses it a second time.
struct SAMLReplayGuard {
    let store: any IdentityStore

    /// Records `assertion`; throws `.replayed` when it was recorded before.
    func consume(
        _ assertion: SAMLAssertion, providerId: String, tenantId: String?, now: Int64, skew: TimeInterval
    )
        throws -> Void
    {
        let key = ["saml-assertion", tenantId ?? "", providerId, assertion.issuer, assertion.id]
            .joined(separator: "\n")
        let expiresAt = Int64((assertion.expiresAt.timeIntervalSince1970 + skew) * 1000)
        let record = VerificationSessionRecord(
            sessionHash: Data(try SHA256.hash(key)), kind: .samlAssertion, tenantId: tenantId,
            createdAt: now, expiresAt: max(expiresAt, now))
        do {
            try store.insertVerificationSession(record)
        } catch let error as StoreError where error == .duplicateKey {
            throw SAMLRefusal.replayed
        }
    }
}
