import AuthCrypto
import AuthModel
import Storage

/// `accounts:signUp` (v3 `signupNewUser`): anonymous, e-mail/password, or linking e-mail/password to
/// the signed-in user given by `idToken`. Privileged callers create accounts (see `AdminCreateEndpoint`).
enum SignUpEndpoint {
    static let kind = "identitytoolkit#SignupNewUserResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        if call.isPrivileged { return try await AdminCreateEndpoint.handle(context, call) }
        let body = call.body
        if body.contains("localId") { throw APIError.code(.unexpectedParameter, "User ID") }
        try context.rateLimiter.hit(.signUp, ip: call.ip)
        if let idToken = body.string("idToken") {
            return try await link(context, call, idToken: idToken)
        }
        let email = body.string("email")
        let password = body.string("password")
        if email == nil && password == nil { return try anonymous(context, call) }
        try TenantRules.requirePasswordSignUp(call)
        guard let email else { throw APIError.code(.missingEmail) }
        guard let password else { throw APIError.code(.missingPassword) }
        let normalized = try AccountRules.email(email)
        try context.passwords.checkPolicy(password)
        let hash = try await context.passwords.hash(password)
        let now = context.clock.milliseconds
        let account = AccountRecord(
            localId: try AccountRules.newLocalId(), tenantId: call.tenantId, email: normalized,
            passwordHash: hash,
            passwordUpdatedAt: now,
            displayName: body.string("displayName"), createdAt: now, lastLoginAt: now)
        let (session, firstRefreshToken) = try context.withStore {
            try context.tokens.prepareSession(for: account, signInProvider: "password", authTime: now)
        }
        try context.withAccountStore {
            try context.store.createAccount(account, firstRefreshToken: firstRefreshToken)
        }
        context.statistics.recordSignIn(provider: "password", succeeded: true)
        return response(account, session)
    }

    private static func anonymous(_ context: ServerContext, _ call: APICall) throws -> JSON {
        try TenantRules.requireAnonymousSignUp(call)
        let body = call.body
        let now = context.clock.milliseconds
        let account = AccountRecord(
            localId: try AccountRules.newLocalId(), tenantId: call.tenantId,
            displayName: body.string("displayName"), createdAt: now,
            lastLoginAt: now, anonymous: true)
        let (session, firstRefreshToken) = try context.withStore {
            try context.tokens.prepareSession(for: account, signInProvider: "anonymous", authTime: now)
        }
        try context.withAccountStore {
            try context.store.createAccount(account, firstRefreshToken: firstRefreshToken)
        }
        context.statistics.recordSignIn(provider: "anonymous", succeeded: true)
        return response(account, session)
    }

    private static func link(_ context: ServerContext, _ call: APICall, idToken: String) async throws
        -> JSON
    {
        let body = call.body
        try TenantRules.requirePasswordSignUp(call)
        let (verified, current) = try context.tokens.verifiedAccount(
            idToken: idToken, tenantId: call.tenantId)
        guard let email = body.string("email") else { throw APIError.code(.missingEmail) }
        guard let password = body.string("password") else { throw APIError.code(.missingPassword) }
        let normalized = try AccountRules.email(email)
        try context.passwords.checkPolicy(password)
        if current.passwordHash != nil {
            throw APIError(envelope: ErrorEnvelope(message: "PROVIDER_ALREADY_LINKED"))
        }
        // It sets the e-mail address and a password: as sensitive as changing them, unless the account
        // is anonymous (its session is its only credential, and it cannot sign in again).
        if !current.anonymous { try RecentSignIn.require(verified, context) }
        let hash = try await context.passwords.hash(password)
        let now = context.clock.milliseconds
        let account = try context.withAccountStore {
            try context.store.updateAccount(localId: current.localId) { account in
                account.email = normalized
                account.emailVerified = false
                account.passwordHash = hash
                account.passwordUpdatedAt = now
                account.anonymous = false
                account.lastLoginAt = now
                if let name = body.string("displayName") { account.displayName = name }
            }
        }
        let session = try context.withStore {
            try context.tokens.startSession(for: account, signInProvider: "password", authTime: now)
        }
        return response(account, session)
    }

    static func response(_ account: AccountRecord, _ session: TokenService.Session?) -> JSON {
        var fields: [String: JSON] = ["kind": .string(kind), "localId": .string(account.localId)]
        if let email = account.email { fields["email"] = .string(email) }
        if let name = account.displayName { fields["displayName"] = .string(name) }
        session?.merge(into: &fields)
        return .object(fields)
    }
}
