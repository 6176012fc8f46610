import AuthCrypto
import Foundation
import Storage

/// An authorization request `createAuthUri` started for a provider (`sessionId` names it): the provider,
/// the redirect URI, and the `state`, `nonce` and PKCE verifier it sent. Stored hashed by `sessionId` in
/// the database (every instance can redeem it), valid for `lifetime` seconds, redeemed once by
/// `signInWithIdp`.
struct AuthorizationSession: Sendable, Equatable {
    static let lifetime: Int64 = 600

    let providerId: String
    let redirectURI: String
    let state: String
    let nonce: String
    let codeVerifier: String?

    /// A new request's secrets: 128-bit state and nonce, a 256-bit verifier for the code flow.
    static func make(providerId: String, redirectURI: String, codeFlow: Bool) throws -> AuthorizationSession {
        AuthorizationSession(
            providerId: providerId, redirectURI: redirectURI, state: try SecureRandom.token(bits: 128),
            nonce: try SecureRandom.token(bits: 128), codeVerifier: codeFlow ? try SecureRandom.token(bits: 256) : nil)
    }

    /// `BASE64URL(SHA256(verifier))` (RFC 7636, S256).
    var codeChallenge: String? {
        codeVerifier.flatMap { try? AuthCrypto.SHA256.hash(Array($0.utf8)) }.map { Base64URL.encode($0) }
    }

    private var payload: String {
        var fields: [String: JSON] = [
            "providerId": .string(providerId), "redirectUri": .string(redirectURI), "state": .string(state),
            "nonce": .string(nonce),
        ]
        if let codeVerifier { fields["codeVerifier"] = .string(codeVerifier) }
        return JSON.object(fields).serialized
    }

    private init(providerId: String, redirectURI: String, state: String, nonce: String, codeVerifier: String?) {
        self.providerId = providerId
        self.redirectURI = redirectURI
        self.state = state
        self.nonce = nonce
        self.codeVerifier = codeVerifier
    }

    private init?(payload: String?) {
        guard let fields = payload.flatMap({ JSON.parse(Data($0.utf8))?.objectValue }),
            let providerId = fields["providerId"]?.stringValue, let redirectURI = fields["redirectUri"]?.stringValue,
            let state = fields["state"]?.stringValue, let nonce = fields["nonce"]?.stringValue
        else { return nil }
        self.init(
            providerId: providerId, redirectURI: redirectURI, state: state, nonce: nonce,
            codeVerifier: fields["codeVerifier"]?.stringValue)
    }

    /// Stores the session under the request's `sessionId` (a new one when it has none) and returns that id.
    func store(_ call: APICall, _ context: ServerContext) throws -> String {
        let sessionId = try call.body.string("sessionId") ?? SecureRandom.token(bits: 128)
        try store(sessionId: sessionId, tenantId: call.tenantId, context)
        return sessionId
    }

    /// Stores the session under `sessionId`; an id used before is `INVALID_ARGUMENT`.
    func store(sessionId: String, tenantId: String?, _ context: ServerContext) throws(APIError) {
        let now = context.clock.milliseconds
        try context.withStore {
            do {
                try context.store.insertVerificationSession(
                    VerificationSessionRecord(
                        sessionHash: PhoneVerifications.hash("authorization:" + sessionId), kind: .federatedAuthorization,
                        tenantId: tenantId, payload: payload, createdAt: now, expiresAt: now + Self.lifetime * 1000))
            } catch let error as StoreError where error == .duplicateKey {
                throw APIError.invalidArgument("sessionId was used before; let createAuthUri make one.")
            }
        }
    }

    /// The open session `sessionId` names in the tenant, used up by this call; nil when there is none
    /// (never started here, already used, expired, or another tenant's).
    static func redeem(sessionId: String, tenantId: String?, _ context: ServerContext) throws(APIError)
        -> AuthorizationSession?
    {
        let now = context.clock.milliseconds
        let record = try context.withStore {
            try context.store.updateVerificationSession(hash: PhoneVerifications.hash("authorization:" + sessionId)) {
                record -> VerificationSessionRecord? in
                guard record.kind == .federatedAuthorization, record.usedAt == nil, now < record.expiresAt,
                    record.tenantId == tenantId
                else { return nil }
                record.usedAt = now
                return record
            }
        }
        return record.flatMap { $0.flatMap { AuthorizationSession(payload: $0.payload) } }
    }
}

extension AuthorizationSession {
    /// The credential of the redirect this session started: the provider and `state` must be the
    /// session's; the session's nonce, PKCE verifier and redirect URI are the ones that count (a nonce the
    /// request names besides cannot stand in for the session's).
    func completing(_ credential: ProviderCredential) throws(APIError) -> ProviderCredential {
        guard credential.providerId == providerId else {
            throw SignedProviderTokenVerifier.invalid("the sign-in session is for another provider.")
        }
        guard let returned = credential.state, ConstantTime.equals(returned, state) else {
            throw SignedProviderTokenVerifier.invalid("the state does not match the sign-in session.")
        }
        var completed = credential
        completed.nonce = nonce
        completed.codeVerifier = codeVerifier ?? credential.codeVerifier
        completed.redirectURI = redirectURI
        return completed
    }
}
