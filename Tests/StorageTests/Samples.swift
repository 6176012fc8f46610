import Foundation
import Storage

/// Builders for records with plausible defaults, so each test states only what it cares about.
enum Sample {
    static let now: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z in ms

    static func account(
        _ localId: String = "u1", email: String? = "alice@example.com",
        tenantId: String? = nil
    ) -> AccountRecord {
        AccountRecord(localId: localId, tenantId: tenantId, email: email, createdAt: now)
    }

    static func hash(_ text: String) -> Data {
        Data(text.utf8)
    }

    static func refreshToken(
        _ name: String, localId: String = "u1", familyId: String = "f1",
        absoluteExpiry: Int64 = now + 30 * 86_400_000
    ) -> RefreshTokenRecord {
        RefreshTokenRecord(
            tokenHash: hash(name), familyId: familyId, localId: localId, signInProvider: "password",
            authTime: now, createdAt: now, absoluteExpiry: absoluteExpiry)
    }

    static func successor(_ name: String) -> NewRefreshToken {
        NewRefreshToken(tokenHash: hash(name), sealed: Data("sealed:\(name)".utf8))
    }

    static func oobCode(
        _ name: String, kind: OobCodeKind = .passwordReset, localId: String? = "u1",
        expiresAt: Int64? = now + 3_600_000
    ) -> OobCodeRecord {
        OobCodeRecord(
            codeHash: hash(name), kind: kind, localId: localId, email: "alice@example.com",
            createdAt: now, expiresAt: expiresAt)
    }

    static func signingKey(_ kid: String, activeFrom: Int64, retireAt: Int64, expireAt: Int64)
        -> SigningKeyRecord
    {
        SigningKeyRecord(
            kid: kid, algorithm: "RS256", privateKeyPEM: "private \(kid)", publicKeyPEM: "public \(kid)",
            createdAt: activeFrom, activeFrom: activeFrom, retireAt: retireAt, expireAt: expireAt)
    }
}
