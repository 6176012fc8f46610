import AuthCrypto
import AuthModel
import Storage

/// `accounts:resetPassword`: without `newPassword` only inspects the code; with it, uses the
/// password-reset code once, sets the password, marks the e-mail verified, bumps `validSince` and
/// revokes every refresh token.
enum ResetPasswordEndpoint {
    static let kind = "identitytoolkit#ResetPasswordResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        // A tenant without passwords has no resets, so no code of it is checked here either.
        try TenantRules.requirePasswordSignIn(call)
        let code = body.string("oobCode")
        guard let newPassword = body.string("newPassword") else {
            let record = try context.oobCodes.redeem(code, kind: nil, consume: false, tenantId: call.tenantId)
            return response(record)
        }
        let peeked = try context.oobCodes.redeem(
            code, kind: .passwordReset, consume: false, tenantId: call.tenantId)
        try context.passwords.checkPolicy(newPassword)
        guard let localId = peeked.localId else { throw APIError.code(.invalidOOBCode) }
        let found = try context.withStore { try context.store.account(localId: localId) }
        guard let account = found else { throw APIError.code(.userNotFound) }
        guard !account.disabled else { throw APIError.code(.userDisabled) }
        let hash = try await context.passwords.hash(newPassword)
        let record = try context.oobCodes.redeem(
            code, kind: .passwordReset, consume: true, tenantId: call.tenantId)
        let now = context.clock.milliseconds
        try context.withAccountStore {
            try context.store.updateAccount(localId: localId) { account in
                account.passwordHash = hash
                account.passwordUpdatedAt = now
                account.validSince = now / 1000
                if account.email.map(EmailAddress.normalized) == EmailAddress.normalized(record.email) {
                    account.emailVerified = true
                }
            }
            try context.store.revokeAllRefreshTokens(localId: localId, now: now)
        }
        context.audit(.passwordReset, call, target: localId)
        return response(record)
    }

    static func response(_ record: OobCodeRecord) -> JSON {
        var fields: [String: JSON] = [
            "kind": .string(kind), "requestType": .string(OobCodes.requestType(record.kind)),
        ]
        if record.kind != .signIn { fields["email"] = .string(record.email) }
        if let newEmail = record.newEmail { fields["newEmail"] = .string(newEmail) }
        return .object(fields)
    }
}
