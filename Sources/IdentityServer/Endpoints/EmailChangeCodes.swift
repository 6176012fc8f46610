import AuthModel
import Storage

/// Changing an account's e-mail address by code, as Firebase does: `VERIFY_AND_CHANGE_EMAIL` mails a
/// code to the new address, and applying it switches the account over (verified, sessions revoked);
/// every change from a known address mails that address a `RECOVER_EMAIL` code, which switches it back
/// (in emulator mode only a direct change does, as Firebase's emulator).
enum EmailChangeCodes {
    /// `sendOobCode` with `VERIFY_AND_CHANGE_EMAIL`: the signed-in user (recent sign-in), or a privileged
    /// caller naming `email`, asks to move to `newEmail`.
    static func send(_ context: ServerContext, _ call: APICall) throws
        -> (account: AccountRecord, email: String, newEmail: String)
    {
        let body = call.body
        guard let raw = body.string("newEmail") else { throw APIError.code(.missingNewEmail) }
        let account: AccountRecord
        if call.isPrivileged && body.string("idToken") == nil {
            account = try named(context, call)
        } else {
            let (verified, current) = try context.tokens.verifiedAccount(
                idToken: body.string("idToken"), tenantId: call.tenantId)
            try RecentSignIn.require(verified, context)
            account = current
        }
        let newEmail = try AccountRules.email(raw)
        let taken = try context.withStore {
            try context.store.account(email: newEmail, tenantId: call.tenantId)
        }
        if let taken, taken.localId != account.localId { throw APIError.code(.emailExists) }
        try context.rateLimiter.hit(.oob, ip: call.ip, email: newEmail, tenantId: call.tenantId)
        return (account, account.email ?? newEmail, newEmail)
    }

    /// The account of the request's `email`, for an admin (`MISSING_EMAIL`, `USER_NOT_FOUND`).
    static func named(_ context: ServerContext, _ call: APICall) throws -> AccountRecord {
        guard let raw = call.body.string("email") else { throw APIError.code(.missingEmail) }
        let found = try context.withStore {
            try context.store.account(email: try AccountRules.email(raw), tenantId: call.tenantId)
        }
        guard let found else { throw APIError.code(.userNotFound) }
        return found
    }

    /// Applies a `changeEmail` or `recoverEmail` code to its account; returns the account after it.
    static func apply(
        _ context: ServerContext, _ record: OobCodeRecord, localId: String, language: AuthLanguage = .english
    ) throws -> AccountRecord {
        let now = context.clock.milliseconds
        var previous: String?
        let updated = try context.withAccountStore {
            let account = try context.store.updateAccount(localId: localId) { account in
                let current = account.email.map(EmailAddress.normalized)
                switch record.kind {
                case .changeEmail:
                    guard let newEmail = record.newEmail,
                        current == nil || current == EmailAddress.normalized(record.email)
                    else { throw APIError.code(.invalidOOBCode) }
                    previous = account.email
                    account.changeEmail(to: newEmail)
                case .recoverEmail:
                    guard let changedTo = record.newEmail, current == EmailAddress.normalized(changedTo)
                    else {
                        throw APIError.code(.invalidOOBCode)
                    }
                    account.email = record.email
                default:
                    throw APIError.code(.invalidOOBCode)
                }
                account.emailVerified = true
                account.validSince = now / 1000
            }
            try context.store.revokeAllRefreshTokens(localId: localId, now: now)
            return account
        }
        // Production mails the address the code replaced a way back; the emulator does not.
        if let previous, !context.configuration.emulator,
            EmailAddress.normalized(previous) != EmailAddress.normalized(updated.email ?? "")
        {
            try mailRecovery(context, updated, from: previous, in: language)
        }
        return updated
    }

    /// Mails `oldEmail` the code that undoes the change to the account's current address.
    static func mailRecovery(
        _ context: ServerContext, _ account: AccountRecord, from oldEmail: String, in language: AuthLanguage
    ) throws {
        guard let current = account.email else { return }
        _ = try context.withStore {
            try context.oobCodes.issue(
                .recoverEmail, for: account, email: oldEmail, newEmail: current, continueURL: nil,
                language: language)
        }
    }
}
