import AuthCrypto
import AuthModel
import Storage

/// `accounts:signInWithPassword` (v3 `verifyPassword`). With enumeration protection, unknown
/// e-mail, missing password and wrong password all answer `INVALID_LOGIN_CREDENTIALS`, after the
/// same amount of hashing work.
enum SignInWithPasswordEndpoint {
    static let kind = "identitytoolkit#VerifyPasswordResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        for unsupported in ["pendingIdToken", "captchaChallenge"] where body.contains(unsupported) {
            throw APIError.notImplemented("\(unsupported) is not implemented.")
        }
        try TenantRules.requirePasswordSignIn(call)
        guard body.contains("email") else { throw APIError.code(.missingEmail) }
        // An empty address is a bad address, not a missing one.
        let normalized = try AccountRules.email(body.string("email") ?? "")
        guard let password = body.string("password") else { throw APIError.code(.missingPassword) }
        let protected = try context.projectSettings().enumerationProtection
        let found = try context.withStore {
            try context.store.account(email: normalized, tenantId: call.tenantId)
        }
        // The log names the account tried (its localId, or the address when there is none); the
        // answer still tells the caller nothing.
        let target = found?.localId ?? normalized
        let details: [String: JSON] = ["provider": "password"]
        do {
            try context.rateLimiter.hitSignIn(
                ip: call.ip, email: normalized, passwordHash: found?.passwordHash, tenantId: call.tenantId)
        } catch {
            if error.retryAfterSeconds != nil {
                context.audit(.signInLockedOut, call, target: target, failure: error, details: details)
            }
            throw error
        }
        guard let account = found, let stored = account.passwordHash else {
            try await context.passwords.dummyVerify()
            context.statistics.recordSignIn(provider: "password", succeeded: false)
            let refusal = APIError.code(
                protected ? .invalidLoginCredentials : found == nil ? .emailNotFound : .invalidPassword)
            context.audit(
                .signInFailure, call, target: target, failure: .code(found == nil ? .emailNotFound : .invalidPassword),
                details: details)
            throw refusal
        }
        let verification = try await context.passwords.verify(password, against: stored)
        guard verification.matches else {
            context.statistics.recordSignIn(provider: "password", succeeded: false)
            context.audit(.signInFailure, call, target: target, failure: .code(.invalidPassword), details: details)
            throw APIError.code(protected ? .invalidLoginCredentials : .invalidPassword)
        }
        guard !account.disabled else {
            context.audit(.signInFailure, call, target: target, failure: .code(.userDisabled), details: details)
            throw APIError.code(.userDisabled)
        }
        let rehashed = verification.needsRehash ? try await context.passwords.hash(password) : nil
        let now = context.clock.milliseconds
        let secondFactorDue = !account.mfaEnrollments.isEmpty
        // With second factors the sign-in (and beforeSignIn) happens at mfaSignIn:finalize.
        let admission =
            secondFactorDue
            ? BlockingFunctions.Admission(account: account)
            : try await BlockingFunctions.admitSignIn(account, .signIn("password"), call, context)
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                if !secondFactorDue { account.lastLoginAt = now }
                if let rehashed, account.passwordHash == stored { account.passwordHash = rehashed }
                admission.changes.apply(to: &account)
            }
        }
        try BlockingFunctions.refuseDisabled(updated)
        var fields: [String: JSON] = [
            "kind": .string(kind), "localId": .string(updated.localId),
            "email": .string(updated.email ?? normalized),
            "displayName": .string(updated.displayName ?? ""), "registered": true,
        ]
        if let photo = updated.photoURL { fields["profilePicture"] = .string(photo) }
        if secondFactorDue {
            for (key, value) in try PendingSecondFactor.start(context, account: updated, provider: "password")
            {
                fields[key] = value
            }
            return .object(fields)
        }
        let session = try context.withStore {
            try context.tokens.startSession(
                for: updated, signInProvider: "password", authTime: now, idTokenClaims: admission.sessionClaims)
        }
        context.statistics.recordSignIn(provider: "password", succeeded: true)
        session.merge(into: &fields)
        return .object(fields)
    }
}
