import AuthCrypto
import Foundation
import Storage

/// WebAuthn challenges: made by a start call, stored (as a hash) with what they were made for, and
/// used up by the finalize call whose client data carries them, at most once and before they expire.
///
/// A challenge is 44 random letters and digits, which is valid base64 and base64url alike, so every
/// client decodes it to the same 33 bytes. The iOS SDK's first passkey release hands the text's UTF-8
/// bytes to the authenticator instead; both readings name the same stored challenge.
enum PasskeyChallenges {
    static let length = 44

    /// A new challenge for `kind`, stored for `localId` (enrolment) or any account of the tenant (sign-in).
    static func start(
        _ context: ServerContext, kind: VerificationKind, tenantId: String?, localId: String?
    ) throws(APIError) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var text: [UInt8] = []
        do {
            while text.count < length {
                for byte in try SecureRandom.bytes(count: 64) where byte < 248 && text.count < length {
                    text.append(alphabet[Int(byte) % alphabet.count])
                }
            }
        } catch {
            throw .storeFailure(error)
        }
        let challenge = String(decoding: text, as: UTF8.self)
        let now = context.clock.milliseconds
        let raw = PasskeyEncoding.bytes(challenge) ?? []
        try context.withStore {
            try context.store.insertVerificationSession(
                VerificationSessionRecord(
                    sessionHash: hash(raw), kind: kind, tenantId: tenantId, localId: localId, createdAt: now,
                    expiresAt: now + context.configuration.passkeys.timeout * 1000))
        }
        return challenge
    }

    /// Uses up the challenge `clientChallenge` (base64url, from the client data) if it was made for
    /// `kind`, the tenant and (for enrolment) the account, and has neither been used nor expired.
    static func consume(
        _ context: ServerContext, clientChallenge: String, kind: VerificationKind, tenantId: String?,
        localId: String?
    ) throws(APIError) {
        guard let bytes = AuthCrypto.Base64URL.decode(clientChallenge) else { throw PasskeyRefusal.challenge.apiError }
        var candidates = [bytes]
        if bytes.count == length, let decoded = PasskeyEncoding.bytes(String(decoding: bytes, as: UTF8.self)) {
            candidates.append(decoded)
        }
        let now = context.clock.milliseconds
        for candidate in candidates {
            let accepted: Bool? = try context.withStore {
                try context.store.updateVerificationSession(hash: hash(candidate)) { record -> Bool in
                    guard record.kind == kind, record.tenantId == tenantId, record.localId == localId,
                        record.usedAt == nil, now < record.expiresAt
                    else { return false }
                    record.usedAt = now
                    return true
                }
            }
            if accepted == true { return }
        }
        throw PasskeyRefusal.challenge.apiError
    }

    private static func hash(_ raw: [UInt8]) -> Data {
        Data((try? AuthCrypto.SHA256.hash(Array("passkey-challenge:".utf8) + raw)) ?? [])
    }
}
