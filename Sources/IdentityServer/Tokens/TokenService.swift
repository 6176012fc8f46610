import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Issues and checks ID tokens and session cookies, and starts refresh-token families.
struct TokenService: Sendable {
    let keys: SigningKeyManager
    let store: any IdentityStore
    let clock: ServerClock
    let configuration: ServerConfiguration
    /// What an ID token of this project must satisfy, made once rather than per verification.
    private let idTokenRules: JWTVerifier.Configuration

    init(
        keys: SigningKeyManager, store: any IdentityStore, clock: ServerClock,
        configuration: ServerConfiguration
    ) {
        self.keys = keys
        self.store = store
        self.clock = clock
        self.configuration = configuration
        self.idTokenRules = Self.rules(issuer: configuration.tokenIssuer, configuration)
    }

    private static func rules(issuer: String, _ configuration: ServerConfiguration)
        -> JWTVerifier.Configuration
    {
        JWTVerifier.Configuration(
            allowedAlgorithms: [.rs256], allowedIssuers: [issuer],
            allowedAudiences: [configuration.projectId],
            leeway: 0)
    }

    /// A signed-in session: what sign-in responses carry.
    struct Session: Sendable {
        let idToken: String
        let refreshToken: String
        let expiresIn: Int64
    }

    /// An ID token; `extraClaims` (a custom token's developer claims) join the account's custom claims.
    func idToken(
        for account: AccountRecord, signInProvider: String, authTime: Int64,
        extraClaims: [String: JSON] = [:]
    ) throws -> String {
        let claims = IDTokenClaimsBuilder.claims(
            for: account, signInProvider: signInProvider, authTimeSeconds: authTime / 1000,
            issuedAt: clock.seconds, lifetime: configuration.idTokenLifetime,
            issuer: configuration.tokenIssuer,
            audience: configuration.projectId, extraClaims: extraClaims)
        return try keys.currentSigner().sign(claims: claims, additionalHeaders: ["typ": "JWT"])
    }

    /// New ID token plus a new refresh-token family, for a sign-in at `authTime` (ms). `extraClaims` are
    /// kept with the family, so the ID tokens its refreshes issue carry them too; `idTokenClaims` (a
    /// blocking function's session claims) go into this ID token only and are not stored.
    func startSession(
        for account: AccountRecord, signInProvider: String, authTime: Int64,
        extraClaims: [String: JSON] = [:], idTokenClaims: [String: JSON] = [:]
    ) throws -> Session {
        let family = try RefreshTokens(service: self).newFamily(
            localId: account.localId, signInProvider: signInProvider, authTime: authTime)
        if !extraClaims.isEmpty {
            try store.insertSessionClaims(
                SessionClaimsRecord(
                    familyId: family.record.familyId, localId: account.localId,
                    claims: SessionClaims.encode(extraClaims), expiresAt: family.record.absoluteExpiry))
        }
        try store.insertRefreshToken(family.record)
        return Session(
            idToken: try idToken(
                for: account, signInProvider: signInProvider, authTime: authTime,
                extraClaims: extraClaims.merging(idTokenClaims) { _, only in only }),
            refreshToken: family.token, expiresIn: configuration.idTokenLifetime)
    }

    /// The extra claims of the session `record` belongs to (none for most sign-ins).
    func sessionClaims(of record: RefreshTokenRecord) throws -> [String: JSON] {
        let provider = SignInMethod(encoded: record.signInProvider).provider
        guard provider == "custom" || provider.hasPrefix("saml.") else { return [:] }
        return try store.sessionClaims(familyId: record.familyId).map { SessionClaims.decode($0.claims) }
            ?? [:]
    }

    /// A session for an account that does not exist yet: the caller stores the account together with
    /// `firstRefreshToken` (`IdentityStore.createAccount(_:firstRefreshToken:)`) before answering.
    func prepareSession(
        for account: AccountRecord, signInProvider: String, authTime: Int64, idTokenClaims: [String: JSON] = [:]
    ) throws -> (session: Session, firstRefreshToken: RefreshTokenRecord) {
        let family = try RefreshTokens(service: self).newFamily(
            localId: account.localId, signInProvider: signInProvider, authTime: authTime)
        let session = Session(
            idToken: try idToken(
                for: account, signInProvider: signInProvider, authTime: authTime, extraClaims: idTokenClaims),
            refreshToken: family.token, expiresIn: configuration.idTokenLifetime)
        return (session, family.record)
    }

    /// Checks signature, `alg`, `kid`, `iss`, `aud`, `exp` and `iat`.
    func verify(idToken token: String, issuer: String? = nil) throws(APIError) -> VerifiedIDToken {
        guard let parsed = try? JWT(compact: token) else { throw .code(.invalidIDToken) }
        let verifier = JWTVerifier(
            keySet: keys.keySet(reloadingFor: parsed.header.keyID),
            configuration: issuer.map { Self.rules(issuer: $0, configuration) } ?? idTokenRules,
            now: { [clock] in clock.date })
        let jwt: JWT
        do {
            jwt = try verifier.verify(parsed)
        } catch JWTError.expired {
            throw .code(.tokenExpired)
        } catch {
            throw .code(.invalidIDToken)
        }
        guard case .string(let subject)? = jwt.payload["sub"], !subject.isEmpty, subject.count <= 128,
            let issuedAt = jwt.payload["iat"]?.numberValue
        else { throw .code(.invalidIDToken) }
        let authTime = jwt.payload["auth_time"]?.numberValue ?? issuedAt
        var provider = "custom"
        if case .object(let firebase)? = jwt.payload["firebase"],
            let name = firebase["sign_in_provider"]?.stringValue
        {
            provider =
                SignInMethod(
                    provider: name, secondFactor: firebase["sign_in_second_factor"]?.stringValue,
                    secondFactorIdentifier: firebase["second_factor_identifier"]?.stringValue
                ).encoded
        }
        return VerifiedIDToken(
            localId: subject, issuedAt: Int64(issuedAt), authTime: Int64(authTime), signInProvider: provider,
            payload: jwt.payload)
    }

    /// Verifies the token, then the account behind it: it exists, is enabled, and the token was
    /// issued at or after `validSince`. The token must be of the request's tenant (`tenantId`, nil for
    /// the project's own accounts): another tenant's token is `TENANT_ID_MISMATCH`, as in Firebase.
    /// `tokensTenantWhenNoneNamed`: a request that names no tenant takes the token's (Firebase's
    /// lookup does); otherwise the token must be of the request's tenant.
    func verifiedAccount(idToken token: String?, tenantId: String?, tokensTenantWhenNoneNamed: Bool = false)
        throws(APIError) -> (VerifiedIDToken, AccountRecord)
    {
        guard let token else { throw .code(.missingIDToken) }
        let verified = try verify(idToken: token)
        guard verified.tenantId == tenantId || (tokensTenantWhenNoneNamed && tenantId == nil) else {
            throw .code(.tenantIDMismatch)
        }
        let account: AccountRecord?
        do {
            account = try store.account(localId: verified.localId)
        } catch {
            throw .storeFailure(error)
        }
        guard let account else { throw .code(.userNotFound) }
        // Accounts never change tenant: a token whose tenant is not its account's was not issued here.
        guard account.tenantId == verified.tenantId else { throw .code(.invalidIDToken) }
        guard !account.disabled else { throw .code(.userDisabled) }
        guard verified.issuedAt >= account.validSince else { throw .code(.tokenExpired) }
        return (verified, account)
    }

    /// A session cookie: the ID token's claims with the session issuer and a new lifetime.
    func sessionCookie(from verified: VerifiedIDToken, validDuration: Int64) throws -> String {
        var claims = verified.payload
        let now = clock.seconds
        claims["iss"] = .string(configuration.sessionCookieIssuer)
        claims["iat"] = .int(Int64(now))
        claims["exp"] = .int(Int64(now + validDuration))
        return try keys.currentSigner().sign(claims: claims, additionalHeaders: ["typ": "JWT"])
    }
}
