import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Refresh tokens: a family id (128 random bits) followed by 256 random bits, stored as SHA-256 hashes in
/// their family's row (`RefreshFamilyRow`), rotated on every use. Tokens issued before families had
/// rows are the 256 random bits alone, found by their hash.
///
/// A spent token presented again within the grace interval yields the successor issued then
/// (stored sealed with AES-256-GCM under HMAC-SHA256(spent token, "successor"), so only a holder
/// of the spent token can open it); later, it is a replay and the whole family is revoked.
struct RefreshTokens: Sendable {
    let service: TokenService
    /// Told the account whose spent token was replayed (its family is revoked by then).
    var onReuse: (@Sendable (_ localId: String) -> Void)? = nil

    /// The result of exchanging a refresh token.
    struct Exchange: Sendable {
        let refreshToken: String
        let record: RefreshTokenRecord
        /// The token's account, enabled, with `lastRefreshAt` set by the exchange.
        let account: AccountRecord
    }

    /// The family a token names, for tokens that carry one: the first 22 characters (128 bits in
    /// base64url) of a 65-character token.
    static func familyId(of token: String) -> String? {
        let utf8 = token.utf8
        guard utf8.count == familyIdLength + secretLength else { return nil }
        return String(token.prefix(familyIdLength))
    }

    private static let familyIdLength = 22
    private static let secretLength = 43

    static func hash(_ token: String) -> Data {
        Data((try? AuthCrypto.SHA256.hash(Array(token.utf8))) ?? [])
    }

    static func sealingKey(for spentToken: String) throws -> [UInt8] {
        try HMAC.authenticationCode(for: Array("successor".utf8), key: Array(spentToken.utf8))
    }

    /// A new family's first token and the record to store for it (not stored yet).
    func newFamily(localId: String, signInProvider: String, authTime: Int64) throws
        -> (token: String, record: RefreshTokenRecord)
    {
        let familyId = try SecureRandom.token(bits: 128)
        let token = familyId + (try SecureRandom.token(bits: 256))
        let now = service.clock.milliseconds
        let record = RefreshTokenRecord(
            tokenHash: Self.hash(token), familyId: familyId, localId: localId,
            signInProvider: signInProvider, authTime: authTime, createdAt: now,
            absoluteExpiry: now + service.configuration.refreshTokenLifetime * 1000, inFamilyRow: true)
        return (token, record)
    }

    /// A presented token with its successor drawn and sealed, ready for the store's exchange.
    struct Presented: Sendable {
        let token: String
        let successor: String
        let request: RefreshExchangeRequest
    }

    /// Spends `token` and returns its successor (or, within the grace interval, the same successor
    /// as before) with the account, stamping the account's `lastRefreshAt`, in one store transaction.
    /// Throws `INVALID_REFRESH_TOKEN` for unknown tokens, `USER_DISABLED` for a disabled account's and
    /// `TOKEN_EXPIRED` for revoked, expired or replayed ones.
    func exchange(_ token: String) async throws(APIError) -> Exchange {
        let presented = try present(token)
        let outcome: RefreshExchange
        do {
            outcome = try await service.store.exchangeRefreshToken(presented.request)
        } catch {
            throw .storeFailure(error)
        }
        return try settle(presented, outcome)
    }

    /// `exchange` without a task. Errors in the token are thrown at once; otherwise `completion` runs on
    /// the thread the store answers on (a group commit's) with `settle`, which gives what `exchange`
    /// gives; call it on a thread where store reads may run (it reads for spent tokens).
    func exchange(
        _ token: String,
        completion:
            @escaping @Sendable (_ settle: @escaping @Sendable () throws(APIError) -> Exchange) -> Void
    ) throws(APIError) {
        let presented = try present(token)
        service.store.exchangeRefreshToken(presented.request) { [self] outcome in
            completion { () throws(APIError) -> Exchange in
                switch outcome {
                case .success(let outcome): return try settle(presented, outcome)
                case .failure(let error): throw .storeFailure(error)
                }
            }
        }
    }

    /// Checks the token's length and draws its successor, sealed under the presented token.
    private func present(_ token: String) throws(APIError) -> Presented {
        guard token.utf8.count >= 16, token.utf8.count <= 512 else { throw .code(.invalidRefreshToken) }
        do {
            let familyId = Self.familyId(of: token)
            let successor = (familyId ?? "") + (try SecureRandom.token(bits: 256))
            let sealed = try AESGCM.seal(Array(successor.utf8), key: try Self.sealingKey(for: token))
            return Presented(
                token: token, successor: successor,
                request: RefreshExchangeRequest(
                    hash: Self.hash(token), familyId: familyId, now: service.clock.milliseconds,
                    graceSeconds: service.configuration.refreshGrace,
                    successor: NewRefreshToken(tokenHash: Self.hash(successor), sealed: Data(sealed))))
        } catch {
            throw .storeFailure(error)
        }
    }

    /// What the store's outcome means for the caller.
    private func settle(_ presented: Presented, _ outcome: RefreshExchange) throws(APIError) -> Exchange {
        do {
            let token = presented.token
            switch outcome {
            case .rotated(let record, let account):
                return Exchange(refreshToken: presented.successor, record: record, account: account)
            case .withinGrace(let spent, let account):
                guard let box = spent.successorSealed,
                    let opened = AESGCM.open(Array(box), key: try Self.sealingKey(for: token)),
                    let previous = String(bytes: opened, encoding: .utf8),
                    let record = try service.store.refreshToken(
                        hash: Self.hash(previous), familyId: Self.familyId(of: previous))
                else { throw APIError.code(.invalidRefreshToken) }
                return Exchange(refreshToken: previous, record: record, account: account)
            case .accountDisabled:
                throw APIError.code(.userDisabled)
            case .refused(.notFound):
                throw APIError.code(.invalidRefreshToken)
            case .refused(let rotation):
                if case .reused = rotation, let onReuse,
                    let record = try service.store.refreshToken(
                        hash: Self.hash(token), familyId: Self.familyId(of: token))
                {
                    onReuse(record.localId)
                }
                throw try refusal(forDeadToken: token)
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw .storeFailure(error)
        }
    }

    /// Why a revoked, expired or replayed token is refused: a disabled or deleted account says so
    /// (disabling revokes every token, and clients must learn that the user is disabled), anything
    /// else is `TOKEN_EXPIRED`.
    private func refusal(forDeadToken token: String) throws -> APIError {
        guard
            let record = try service.store.refreshToken(
                hash: Self.hash(token), familyId: Self.familyId(of: token))
        else {
            return .code(.tokenExpired)
        }
        guard let account = try service.store.account(localId: record.localId) else {
            return .code(.userNotFound)
        }
        return account.disabled ? .code(.userDisabled) : .code(.tokenExpired)
    }
}
