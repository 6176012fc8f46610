import AuthCrypto
import Foundation
import Storage

/// A first-factor sign-in of an account with second factors: instead of tokens the client gets an
/// `mfaPendingCredential` (a 192-bit handle naming a short-lived server-side session, stored hashed)
/// and the account's `mfaInfo`; `mfaSignIn:finalize` redeems it with a second factor, once, within
/// `MultiFactorSettings.sessionLifetime`, after at most `codeAttempts` tries.
enum PendingSecondFactor {
    /// The session a pending credential names: the account and its first factor.
    struct Pending: Sendable {
        let record: VerificationSessionRecord
        let localId: String
        let method: SignInMethod
        /// A provider identity the first factor found but could not link before the second factor.
        let deferredLink: ProviderIdentity?
    }

    /// The answer members that replace the tokens (`mfaPendingCredential`, `mfaInfo`).
    static func start(
        _ context: ServerContext, account: AccountRecord, provider: String, deferredLink: ProviderIdentity? = nil
    ) throws(APIError) -> [String: JSON] {
        let now = context.clock.milliseconds
        let credential: String
        do {
            credential = try SecureRandom.token(bits: 192)
            try context.store.insertVerificationSession(
                VerificationSessionRecord(
                    sessionHash: PhoneVerifications.hash(credential), kind: .pendingSecondFactor,
                    tenantId: account.tenantId, localId: account.localId,
                    payload: PendingPayload(provider: provider, link: deferredLink).text, createdAt: now,
                    expiresAt: now + context.configuration.multiFactor.sessionLifetime * 1000))
        } catch {
            throw .storeFailure(error)
        }
        return [
            "mfaPendingCredential": .string(credential),
            "mfaInfo": .array(MultiFactorInfo.entries(account, obfuscated: true)),
        ]
    }

    private enum Claim {
        case claimed(VerificationSessionRecord)
        case invalid
        case exhausted
    }

    /// Counts one try on the pending sign-in and returns it, or `INVALID_MFA_PENDING_CREDENTIAL` (unknown,
    /// used, expired) / `TOO_MANY_ATTEMPTS_TRY_LATER` (tries used up). `countsTry` false only peeks.
    /// A pending sign-in of another tenant than `tenantId` is `INVALID_MFA_PENDING_CREDENTIAL`.
    static func claim(
        _ context: ServerContext, _ credential: String, tenantId: String?, countsTry: Bool = true
    ) throws(APIError) -> Pending {
        let now = context.clock.milliseconds
        let limit = context.configuration.multiFactor.codeAttempts
        let outcome: Claim?
        do {
            outcome = try context.store.updateVerificationSession(hash: PhoneVerifications.hash(credential)) {
                record -> Claim in
                guard record.kind == .pendingSecondFactor, record.usedAt == nil, now < record.expiresAt,
                    record.localId != nil, record.tenantId == tenantId
                else { return .invalid }
                guard record.attempts < limit else { return .exhausted }
                if countsTry { record.attempts += 1 }
                return .claimed(record)
            }
        } catch {
            throw .storeFailure(error)
        }
        switch outcome {
        case .claimed(let record):
            let payload = PendingPayload(text: record.payload)
            return Pending(
                record: record, localId: record.localId ?? "",
                method: SignInMethod(provider: payload.provider), deferredLink: payload.link)
        case .exhausted: throw .code(.tooManyAttemptsTryLater)
        case .invalid, nil: throw .code(.invalidMFAPendingCredential)
        }
    }

    /// Uses the pending sign-in up (after its second factor checked out); false if it was used meanwhile.
    static func complete(_ context: ServerContext, _ pending: Pending) throws(APIError) -> Bool {
        let now = context.clock.milliseconds
        do {
            return try context.store.updateVerificationSession(hash: pending.record.sessionHash) { record in
                guard record.usedAt == nil else { return false }
                record.usedAt = now
                return true
            } ?? false
        } catch {
            throw .storeFailure(error)
        }
    }
}
