import AuthCrypto
import AuthModel
import Storage

/// `accounts:signUp` (v3 `signupNewUser`): anonymous, e-mail/password, or linking e-mail/password to
/// the signed-in user given by `idToken`. Privileged callers create accounts (see `AdminCreateEndpoint`).
/// In emulator mode, as in Firebase's emulator, an e-mail/password sign-up may bring SMS second factors
/// (`mfaInfo`); production mode takes them from the admin API only.
enum SignUpEndpoint {
    static let kind = "identitytoolkit#SignupNewUserResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        if call.isPrivileged && !body.contains("idToken") { return try await AdminCreateEndpoint.handle(context, call) }
        if body.contains("localId") { throw APIError.code(.unexpectedParameter, "User ID") }
        try context.rateLimiter.hit(.signUp, ip: call.ip)
        if let idToken = body.string("idToken") {
            return try await link(context, call, idToken: idToken)
        }
        if !body.contains("email") && !body.contains("password") { return try anonymous(context, call) }
        try TenantRules.requirePasswordSignUp(call)
        guard body.contains("email") else { throw APIError.code(.missingEmail) }
        // An empty address is a bad address, not a missing one.
        guard let email = body.string("email") else { throw APIError.code(.invalidEmail) }
        guard let password = body.string("password") else { throw APIError.code(.missingPassword) }
        let normalized = try AccountRules.email(email)
        try context.passwords.checkPolicy(password)
        let hash = try await context.passwords.hash(password)
        let now = context.clock.milliseconds
        let factors =
            context.configuration.emulator
            ? try AdminSecondFactors.enrollments(
                body["mfaInfo"]?.arrayValue ?? [], replacing: [], emailVerified: false, context, now: now,
                newIds: true) : []
        let account = AccountRecord(
            localId: try AccountRules.newLocalId(), tenantId: call.tenantId, email: normalized,
            passwordHash: hash,
            passwordUpdatedAt: now,
            displayName: body.string("displayName"), createdAt: now, lastLoginAt: now,
            mfaEnrollments: factors)
        let admission = try await BlockingFunctions.admitNew(account, .signIn("password"), call, context)
        let session = try BlockingFunctions.createAccount(
            admission, signInProvider: "password", authTime: now, context)
        context.statistics.recordSignIn(provider: "password", succeeded: true)
        return response(admission.account, session)
    }

    private static func anonymous(_ context: ServerContext, _ call: APICall) throws -> JSON {
        try TenantRules.requireAnonymousSignUp(call)
        let body = call.body
        let now = context.clock.milliseconds
        // As in Firebase, an anonymous account starts without a profile (`displayName` is ignored).
        let account = AccountRecord(
            localId: try AccountRules.newLocalId(), tenantId: call.tenantId, createdAt: now,
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
        // An account that has a password gets the new address and password in its place, as in
        // Firebase; its other sessions end, as with any password change.
        let replacing = current.passwordHash != nil
        // It sets the e-mail address and a password: as sensitive as changing them, unless the account
        // is anonymous (its session is its only credential, and it cannot sign in again).
        if !current.anonymous { try RecentSignIn.require(verified, context) }
        let hash = try await context.passwords.hash(password)
        let now = context.clock.milliseconds
        func link(_ account: inout AccountRecord) {
            account.email = normalized
            account.emailVerified = false
            account.passwordHash = hash
            account.passwordUpdatedAt = now
            account.anonymous = false
            account.lastLoginAt = now
            if replacing { account.validSince = now / 1000 }
            if let name = body.string("displayName") { account.displayName = name }
        }
        // An anonymous account made permanent is a new user to the blocking functions.
        var admission = BlockingFunctions.Admission(account: current)
        if current.anonymous {
            var upgraded = current
            link(&upgraded)
            admission = try await BlockingFunctions.admitNew(upgraded, .signIn("password"), call, context)
        }
        let account = try context.withAccountStore {
            try context.store.updateAccount(localId: current.localId) { account in
                link(&account)
                admission.changes.apply(to: &account)
            }
        }
        try BlockingFunctions.refuseDisabled(account)
        if replacing {
            _ = try context.withAccountStore {
                try context.store.revokeAllRefreshTokens(localId: current.localId, now: now)
            }
        }
        let session = try context.withStore {
            try context.tokens.startSession(
                for: account, signInProvider: "password", authTime: now, idTokenClaims: admission.sessionClaims)
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
