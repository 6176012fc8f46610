import AuthCrypto
import AuthModel
import Storage

/// `accounts:signInWithEmailLink` (v3 `emailLinkSignin`): the address and the link's code sign in to
/// the account with that address, creating it on first use (e-mail verified); with `idToken` the
/// address is linked to that signed-in user instead. The code is checked first and used up only when
/// everything else holds, so a wrong address or a conflict leaves the link working.
///
/// An existing account whose address was not verified may have been created by someone who does not
/// own it (pre-registration): the link proves ownership, so the sign-in drops its password and ends
/// its sessions, and the account becomes the link owner's alone. Emulator mode does as Firebase's
/// emulator: the password stays, and a signed-in user linking another address gets that address.
enum SignInWithEmailLinkEndpoint {
    static let kind = "identitytoolkit#EmailLinkSigninResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requireEmailLinks(call, context)
        let body = call.body
        let current = try body.string("idToken").map { token throws(APIError) in
            try context.tokens.verifiedAccount(idToken: token, tenantId: call.tenantId).1
        }
        guard let raw = body.string("email") else { throw APIError.code(.missingEmail) }
        let email = try AccountRules.email(raw)
        // A refusal is a failed sign-in of the account tried: the signed-in user, else the address's
        // account, else the address.
        return try await context.auditingSignIn(
            call, provider: "emailLink", target: current?.localId ?? triedAccount(context, call, email)
        ) {
            try await complete(context, call, email: email, current: current)
        }
    }

    private static func triedAccount(_ context: ServerContext, _ call: APICall, _ email: String) -> String {
        let owner = try? context.withStore {
            try context.store.account(email: email, tenantId: call.tenantId)
        }
        return owner?.localId ?? email
    }

    /// The sign-in once the request is read: the link's code checked, then the account signed in to,
    /// linked or created.
    private static func complete(
        _ context: ServerContext, _ call: APICall, email: String, current: AccountRecord?
    ) async throws -> JSON {
        try context.rateLimiter.hit(.signIn, ip: call.ip)
        let code = call.body.string("oobCode")
        let peeked = try context.oobCodes.redeem(code, kind: .signIn, consume: false, tenantId: call.tenantId)
        guard EmailAddress.normalized(peeked.email) == email else {
            throw APIError.code(.invalidEmail, "The email provided does not match the sign-in email address.")
        }
        let owner = try context.withStore { try context.store.account(email: email, tenantId: call.tenantId) }
        if let current {
            if let owner, owner.localId != current.localId { throw APIError.code(.emailExists) }
            // Firebase's emulator gives the signed-in user the link's address; production refuses another.
            if let existing = current.email, EmailAddress.normalized(existing) != email, !context.configuration.emulator {
                throw APIError.code(
                    .invalidEmail, "The email provided does not match the signed-in user's email address.")
            }
        }
        if let target = current ?? owner, target.disabled { throw APIError.code(.userDisabled) }
        _ = try context.oobCodes.redeem(code, kind: .signIn, consume: true, tenantId: call.tenantId)
        let now = context.clock.milliseconds
        let account: AccountRecord
        let session: TokenService.Session
        var isNewUser = false
        if let target = current ?? owner, !target.mfaEnrollments.isEmpty {
            // An account with second factors signs in (or links, as in Firebase) at mfaSignIn:finalize.
            var fields: [String: JSON] = [
                "kind": .string(kind), "localId": .string(target.localId),
                "email": .string(target.email ?? email),
                "isNewUser": false,
            ]
            for (key, value) in try PendingSecondFactor.start(context, account: target, provider: "password") {
                fields[key] = value
            }
            return .object(fields)
        }
        let event = BlockingEvent.signIn("emailLink")
        if let target = current ?? owner {
            // The functions see the account as the link leaves it; an anonymous one made permanent is new.
            var projected = target
            if projected.email == nil || current != nil { projected.email = email }
            projected.emailVerified = true
            projected.anonymous = false
            let admission =
                target.anonymous
                ? try await BlockingFunctions.admitNew(projected, event, call, context)
                : try await BlockingFunctions.admitSignIn(projected, event, call, context)
            account = try signIn(
                context, target, email: email, linking: current != nil, now: now, changes: admission.changes)
            try BlockingFunctions.refuseDisabled(account)
            session = try context.withStore {
                try context.tokens.startSession(
                    for: account, signInProvider: "password", authTime: now, idTokenClaims: admission.sessionClaims)
            }
        } else {
            let created = try await create(context, call, email: email, now: now)
            account = created.account
            session = created.session
            isNewUser = created.isNewUser
        }
        context.statistics.recordSignIn(provider: "emailLink", succeeded: true)
        var fields: [String: JSON] = [
            "kind": .string(kind), "localId": .string(account.localId),
            "email": .string(account.email ?? email),
            "isNewUser": .bool(isNewUser),
        ]
        session.merge(into: &fields)
        return .object(fields)
    }

    /// Marks the address verified and a sign-in method of the account.
    private static func signIn(
        _ context: ServerContext, _ target: AccountRecord, email: String, linking: Bool, now: Int64,
        changes: BlockingFunctionAnswer = BlockingFunctionAnswer()
    ) throws -> AccountRecord {
        // Firebase's emulator keeps the password of an unverified account the link signs in to.
        let takeOver = !linking && !target.emailVerified && !context.configuration.emulator
        return try context.withAccountStore {
            let updated = try context.store.updateAccount(localId: target.localId) { account in
                if account.email == nil || linking { account.email = email }
                account.emailVerified = true
                account.emailLinkSignIn = true
                account.anonymous = false
                account.lastLoginAt = now
                if takeOver {
                    account.passwordHash = nil
                    account.passwordUpdatedAt = nil
                    account.validSince = now / 1000
                }
                changes.apply(to: &account)
            }
            if takeOver { try context.store.revokeAllRefreshTokens(localId: target.localId, now: now) }
            return updated
        }
    }

    /// A new account for the address (once the blocking functions admit it), stored together with its
    /// first session.
    private static func create(_ context: ServerContext, _ call: APICall, email: String, now: Int64) async throws
        -> (account: AccountRecord, session: TokenService.Session, isNewUser: Bool)
    {
        let tenantId = call.tenantId
        let admission = try await BlockingFunctions.admitNew(
            AccountRecord(
                localId: try AccountRules.newLocalId(), tenantId: tenantId, email: email, emailVerified: true,
                createdAt: now, lastLoginAt: now, emailLinkSignIn: true),
            .signIn("emailLink"), call, context)
        let created = Result { () throws(APIError) in
            try BlockingFunctions.createAccount(admission, signInProvider: "password", authTime: now, context)
        }
        if case .success(let session) = created { return (admission.account, session, true) }
        if case .failure(let error) = created, error != .code(.emailExists) { throw error }
        // Someone signed up with the address since it was looked up: sign in to that account.
        guard
            let owner = try context.withStore({
                try context.store.account(email: email, tenantId: tenantId)
            })
        else {
            throw APIError.code(.emailExists)
        }
        guard !owner.disabled else { throw APIError.code(.userDisabled) }
        var projected = owner
        projected.emailVerified = true
        let again = try await BlockingFunctions.admitSignIn(projected, .signIn("emailLink"), call, context)
        let updated = try signIn(context, owner, email: email, linking: false, now: now, changes: again.changes)
        try BlockingFunctions.refuseDisabled(updated)
        let started = try context.withStore {
            try context.tokens.startSession(
                for: updated, signInProvider: "password", authTime: now, idTokenClaims: again.sessionClaims)
        }
        return (updated, started, false)
    }
}
