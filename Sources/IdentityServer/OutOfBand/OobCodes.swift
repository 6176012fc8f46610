import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Out-of-band codes: 192-bit random, stored as SHA-256 hashes, single use, with an expiry
/// (password reset 1 h, e-mail verification 3 days by default), delivered through the outbox.
struct OobCodes: Sendable {
    let store: any IdentityStore
    let clock: ServerClock
    let configuration: ServerConfiguration
    let outbox: Outbox
    /// `http://HOST:PORT`, for links.
    let baseURL: @Sendable () -> String

    static func hash(_ code: String) -> Data {
        Data((try? AuthCrypto.SHA256.hash(Array(code.utf8))) ?? [])
    }

    /// The wire name of a kind (`PASSWORD_RESET`, …).
    static func requestType(_ kind: OobCodeKind) -> String {
        switch kind {
        case .passwordReset: "PASSWORD_RESET"
        case .verifyEmail: "VERIFY_EMAIL"
        case .changeEmail: "VERIFY_AND_CHANGE_EMAIL"
        case .signIn: "EMAIL_SIGNIN"
        }
    }

    static func mode(_ kind: OobCodeKind) -> String {
        switch kind {
        case .passwordReset: "resetPassword"
        case .verifyEmail: "verifyEmail"
        case .changeEmail: "verifyAndChangeEmail"
        case .signIn: "signIn"
        }
    }

    /// Creates, stores and mails a code; returns the code and its link.
    func issue(_ kind: OobCodeKind, for account: AccountRecord, email: String, continueURL: String?) throws
        -> (code: String, link: String)
    {
        let code = try SecureRandom.token(bits: 192)
        let now = clock.milliseconds
        let lifetime =
            kind == .passwordReset
            ? configuration.passwordResetCodeLifetime : configuration.verifyEmailCodeLifetime
        var link =
            "\(baseURL())/emulator/action?mode=\(Self.mode(kind))&lang=en&oobCode=\(code)&apiKey=fake-api-key"
        if let continueURL,
            let escaped = continueURL.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        {
            link += "&continueUrl=\(escaped)"
        }
        try store.insertOobCode(
            OobCodeRecord(
                codeHash: Self.hash(code), kind: kind, localId: account.localId, email: email, createdAt: now,
                expiresAt: now + lifetime * 1000, plaintextCode: configuration.emulator ? code : nil,
                link: configuration.emulator ? link : nil))
        let subject = kind == .passwordReset ? "Reset your password" : "Verify your e-mail address"
        try outbox.deliver([
            "id": .string(try SecureRandom.token(bits: 128)), "to": .string(email),
            "subject": .string(subject),
            "body": .string("Follow this link: \(link)"), "link": .string(link), "oobCode": .string(code),
            "requestType": .string(Self.requestType(kind)), "createdAt": .int(now),
        ])
        return (code, link)
    }

    /// The work `issue` does, for an address that has no account, so that a reset answers as fast for
    /// unknown addresses as for known ones (no timing oracle): a code is minted and hashed, one
    /// code row is written — already used and expired, for no account and no address, so it can
    /// never be redeemed and is purged with the others — and the message is built; with SMTP the
    /// queue's write is matched by a second store write. Nothing is mailed.
    func decoy(_ kind: OobCodeKind, continueURL: String?) throws {
        let code = try SecureRandom.token(bits: 192)
        let now = clock.milliseconds
        try store.insertOobCode(
            OobCodeRecord(
                codeHash: Self.hash(code), kind: kind, localId: nil, email: "", createdAt: now,
                expiresAt: now, usedAt: now))
        let message: JSON = [
            "id": .string(try SecureRandom.token(bits: 128)), "to": "", "subject": "",
            "body": .string("Follow this link: \(baseURL())/emulator/action?oobCode=\(code)\(continueURL ?? "")"),
            "oobCode": .string(code), "requestType": .string(Self.requestType(kind)), "createdAt": .int(now),
        ]
        _ = message.serialized
        if case .store = outbox.destination {
            _ = try store.hitRateLimit(key: "oob:decoy", windowStart: now, windowSeconds: 1, now: now)
        }
    }

    /// Checks (`consume == false`) or uses a code; maps store outcomes to protocol errors.
    func redeem(_ code: String?, kind: OobCodeKind?, consume: Bool) throws(APIError) -> OobCodeRecord {
        guard let code else { throw .code(.missingOOBCode) }
        let lookup: OobCodeLookup
        do {
            let hash = Self.hash(code)
            let now = clock.milliseconds
            lookup =
                consume
                ? try store.consumeOobCode(hash: hash, kind: kind, now: now)
                : try store.peekOobCode(hash: hash, kind: kind, now: now)
        } catch {
            throw .storeFailure(error)
        }
        switch lookup {
        case .valid(let record): return record
        case .expired: throw .code(.expiredOOBCode)
        case .notFound, .used: throw .code(.invalidOOBCode)
        }
    }
}
