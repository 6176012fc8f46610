import AuthCrypto
import AuthModel
import Foundation
import Storage

/// SMS verification codes: a session per code (`sessionInfo`, 192-bit random, stored as its SHA-256),
/// a 6-digit code stored only as SHA-256(sessionInfo ‖ code) — so the database alone cannot be searched
/// for codes — single use, with an expiry and a limit on wrong tries; sent through `SMSSender`, limited
/// per number and per client address. Test numbers get their fixed code and no SMS. Temporary proofs
/// (a verified number that could not be linked) are sessions of their own.
struct PhoneVerifications: Sendable {
    let store: any IdentityStore
    let clock: ServerClock
    let configuration: ServerConfiguration
    let logger: ServerLogger
    let rateLimiter: RateLimiter
    let sender: SMSSender?

    var settings: PhoneSettings { configuration.phone }

    static func hash(_ handle: String) -> Data {
        Data((try? AuthCrypto.SHA256.hash(Array(handle.utf8))) ?? [])
    }

    static func codeHash(session: String, code: String) -> Data {
        hash(session + ":" + code)
    }

    /// Six uniformly random digits.
    static func newCode() throws -> String {
        while true {
            let bytes = try SecureRandom.bytes(count: 4)
            let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            // Rejection sampling keeps every code equally likely.
            guard value < UInt32.max - UInt32.max % 1_000_000 else { continue }
            return String(format: "%06u", value % 1_000_000)
        }
    }

    /// Starts a session of `kind` for `phoneNumber` and sends its code; returns the `sessionInfo`.
    /// `tenantTestNumbers` (a tenant's `testPhoneNumbers`) come before the server's test numbers.
    func start(
        _ kind: VerificationKind, phoneNumber: String, localId: String? = nil, tenantId: String? = nil,
        tenantTestNumbers: [String: String] = [:], ip: String, language: AuthLanguage = .english
    ) async throws(APIError) -> String {
        let testCode = tenantTestNumbers[phoneNumber] ?? settings.testNumbers[phoneNumber]
        if testCode == nil && sender == nil && !configuration.emulator {
            throw .code(
                .operationNotAllowed,
                "SMS delivery is not configured: start the server with --sms-command or --sms-webhook-url.")
        }
        try rateLimiter.hitSMS(ip: ip, phoneNumber: testCode == nil ? phoneNumber : nil)
        let sessionInfo: String
        let code: String
        do {
            sessionInfo = try SecureRandom.token(bits: 192)
            code = try testCode ?? Self.newCode()
        } catch {
            throw .internalError
        }
        let now = clock.milliseconds
        let record = VerificationSessionRecord(
            sessionHash: Self.hash(sessionInfo), kind: kind, tenantId: tenantId, localId: localId,
            phoneNumber: phoneNumber, codeHash: Self.codeHash(session: sessionInfo, code: code),
            createdAt: now, expiresAt: now + settings.codeLifetime * 1000,
            plaintextSession: configuration.emulator ? sessionInfo : nil,
            plaintextCode: configuration.emulator ? code : nil)
        do {
            try store.insertVerificationSession(record)
        } catch {
            throw AccountRules.mapStoreError(error) ?? .storeFailure(error)
        }
        guard testCode == nil, let sender else { return sessionInfo }
        let text = NotificationText.sms(code: code, app: configuration.appDisplayName)
            .text(in: language)
        guard await sender.send(to: phoneNumber, text: text) else {
            logger.error("SMS delivery failed", ["kind": .string(kind.rawValue)])
            _ = try? store.updateVerificationSession(hash: record.sessionHash) { $0.usedAt = now }
            throw Self.undeliverable
        }
        return sessionInfo
    }

    /// 503: nothing was sent; the session was closed, so a retry starts a new one.
    static let undeliverable = APIError(
        envelope: ErrorEnvelope(
            httpStatus: 503,
            message: "UNAVAILABLE : The verification code could not be sent; try again later.",
            reason: "backendError", status: "UNAVAILABLE"))

    private enum Outcome {
        case verified(VerificationSessionRecord)
        case invalidSession
        /// Each with the session's phone number.
        case expired(String?)
        case wrongCode(String?)
    }

    /// Checks `code` against the session and uses the session up when it matches. A wrong code counts
    /// against the session; once it has taken `codeAttempts` wrong codes it answers `SESSION_EXPIRED`.
    /// A session of another tenant than `tenantId` is `INVALID_SESSION_INFO`. `refused` hears the phone
    /// number of a session that refused a code (for the audit log).
    func verify(
        sessionInfo: String?, code: String?, kinds: Set<VerificationKind>, localId: String? = nil,
        tenantId: String?, refused: (_ phoneNumber: String?) -> Void = { _ in }
    ) throws(APIError) -> VerificationSessionRecord {
        guard let sessionInfo, !sessionInfo.isEmpty else { throw .code(.missingSessionInfo) }
        guard let code, !code.isEmpty else { throw .code(.missingCode) }
        let now = clock.milliseconds
        let expected = Self.codeHash(session: sessionInfo, code: code)
        let limit = settings.codeAttempts
        let outcome: Outcome?
        do {
            outcome = try store.updateVerificationSession(hash: Self.hash(sessionInfo)) { record -> Outcome in
                guard kinds.contains(record.kind), record.usedAt == nil, record.tenantId == tenantId,
                    localId == nil || record.localId == localId
                else { return .invalidSession }
                guard now < record.expiresAt, record.attempts < limit else {
                    return .expired(record.phoneNumber)
                }
                guard let stored = record.codeHash, ConstantTime.equals(Array(stored), Array(expected)) else {
                    record.attempts += 1
                    return .wrongCode(record.phoneNumber)
                }
                record.usedAt = now
                return .verified(record)
            }
        } catch {
            throw .storeFailure(error)
        }
        switch outcome {
        case .verified(let record): return record
        case .expired(let phoneNumber):
            refused(phoneNumber)
            throw .code(.sessionExpired)
        case .wrongCode(let phoneNumber):
            refused(phoneNumber)
            throw .code(.invalidCode)
        case .invalidSession, nil: throw .code(.invalidSessionInfo)
        }
    }

    /// A `temporaryProof` for a verified number (usable once, for `temporaryProofLifetime`).
    func issueProof(phoneNumber: String, tenantId: String?) throws(APIError) -> (
        proof: String, expiresIn: Int64
    ) {
        do {
            let proof = try SecureRandom.token(bits: 256)
            let now = clock.milliseconds
            try store.insertVerificationSession(
                VerificationSessionRecord(
                    sessionHash: Self.hash(proof), kind: .phoneProof, tenantId: tenantId,
                    phoneNumber: phoneNumber,
                    createdAt: now, expiresAt: now + settings.temporaryProofLifetime * 1000))
            return (proof, settings.temporaryProofLifetime)
        } catch {
            throw .storeFailure(error)
        }
    }

    /// Uses up a `temporaryProof` issued for `phoneNumber`.
    func redeemProof(_ proof: String, phoneNumber: String, tenantId: String?) throws(APIError) {
        let now = clock.milliseconds
        let accepted: Bool?
        do {
            accepted = try store.updateVerificationSession(hash: Self.hash(proof)) { record -> Bool in
                guard record.kind == .phoneProof, record.usedAt == nil, now < record.expiresAt,
                    record.phoneNumber == phoneNumber, record.tenantId == tenantId
                else { return false }
                record.usedAt = now
                return true
            }
        } catch {
            throw .storeFailure(error)
        }
        guard accepted == true else { throw .code(.invalidTemporaryProof) }
    }
}
