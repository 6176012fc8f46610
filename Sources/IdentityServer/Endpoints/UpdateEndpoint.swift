import AuthCrypto
import AuthModel
import Storage

/// `accounts:update` (v3 `setAccountInfo`) for end users: apply an e-mail verification code
/// (`oobCode`), or change the signed-in user's e-mail, password, display name or photo, or unlink
/// providers (`deleteProvider`). A password
/// or e-mail change bumps `validSince`, revokes every refresh token and returns new tokens.
/// Privileged callers naming a `localId` go to `AdminUpdateEndpoint`.
enum UpdateEndpoint {
    static let kind = "identitytoolkit#SetAccountInfoResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        if call.isPrivileged
            && (body.contains("localId") || !body.contains("idToken") && !body.contains("oobCode"))
        {
            return try await AdminUpdateEndpoint.handle(context, call)
        }
        for unsupported in ["provider", "upgradeToFederatedLogin"] where body.contains(unsupported) {
            throw APIError.notImplemented("\(unsupported) is not implemented.")
        }
        if let code = body.string("oobCode") { return try applyCode(context, code, call) }
        guard let idToken = body.string("idToken") else {
            throw APIError.code(.invalidRequestType, "Unsupported request parameters.")
        }
        let (verified, current) = try context.tokens.verifiedAccount(
            idToken: idToken, tenantId: call.tenantId)
        if body.contains("customAttributes") { throw APIError.code(.insufficientPermission) }
        if body.contains("disableUser") { throw APIError.code(.operationNotAllowed) }
        let deletions = Set(body.strings("deleteAttribute"))
        for attribute in deletions
        where !["DISPLAY_NAME", "PHOTO_URL", "EMAIL", "PASSWORD"].contains(attribute) {
            throw APIError.notImplemented("deleteAttribute \(attribute.prefix(20)) is not implemented.")
        }
        let deletedProviders = Set(body.strings("deleteProvider"))
        let linked = try LinkedProviderInfo.endUserIdentity(body, context)
        let newEmail = try body.string("email").map { raw throws(APIError) in try AccountRules.email(raw) }
        if body.contains("password") || (newEmail != nil && newEmail != current.email) {
            try RecentSignIn.require(verified, context)
        }
        var newHash: String?
        if let password = body.string("password") {
            try context.passwords.checkPolicy(password)
            newHash = try await context.passwords.hash(password)
        }
        let now = context.clock.milliseconds
        let revokes = newHash != nil || (newEmail != nil && newEmail != current.email)
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: current.localId) { account in
                if let name = body.string("displayName") { account.displayName = name }
                if let photo = body.string("photoUrl") { account.photoURL = photo }
                if deletions.contains("DISPLAY_NAME") { account.displayName = nil }
                if deletions.contains("PHOTO_URL") { account.photoURL = nil }
                if deletions.contains("EMAIL") {
                    account.email = nil; account.emailVerified = false; account.emailLinkSignIn = false
                }
                if deletions.contains("PASSWORD") {
                    account.passwordHash = nil; account.passwordUpdatedAt = nil
                }
                if deletedProviders.contains("password") {
                    account.passwordHash = nil; account.passwordUpdatedAt = nil;
                    account.emailLinkSignIn = false
                }
                if deletedProviders.contains("phone") { account.phoneNumber = nil }
                account.providers.removeAll { deletedProviders.contains($0.providerId) }
                PasskeyInfo.remove(body.strings("deletePasskey"), from: &account)
                if let linked { account = try account.linking(linked) }
                if let newEmail, newEmail != account.email {
                    account.changeEmail(to: newEmail)
                    account.emailVerified = false
                }
                if let newHash {
                    account.passwordHash = newHash
                    account.passwordUpdatedAt = now
                }
                if account.email != nil && account.passwordHash != nil { account.anonymous = false }
                if revokes { account.validSince = now / 1000 }
            }
        }
        if let old = current.email, newEmail != nil,
            updated.email.map(EmailAddress.normalized) != EmailAddress.normalized(old)
        {
            // The emulator sends the recovery code to the account's first address.
            let recovery = context.configuration.emulator ? updated.initialEmail ?? old : old
            let language = try call.notificationLanguage(context)
            try EmailChangeCodes.mailRecovery(context, updated, from: recovery, in: language)
        }
        var kinds: [AuditEventKind] = []
        if newHash != nil || deletions.contains("PASSWORD") { kinds.append(.passwordChange) }
        if updated.email != current.email { kinds.append(.emailChange) }
        if !deletedProviders.isEmpty { kinds.append(.providerUnlink) }
        if linked != nil { kinds.append(.providerLink) }
        if updated.passkeys.count < current.passkeys.count { kinds.append(.passkeyRemove) }
        let changed = ServerContext.auditedFields(of: body)
        context.auditLog.record(
            kinds.map {
                context.auditEvent($0, call, target: current.localId, actor: .user(current.localId), details: ["fields": changed])
            })
        var fields = response(updated)
        if let newEmail { fields["newEmail"] = .string(newEmail) }
        if revokes {
            try context.withStore {
                try context.store.revokeAllRefreshTokens(localId: updated.localId, now: now)
                let session = try context.tokens.startSession(
                    for: updated, signInProvider: verified.signInProvider, authTime: verified.authTime * 1000)
                session.merge(into: &fields)
            }
        }
        return .object(fields)
    }

    /// Applies a `VERIFY_EMAIL` code (the account's address becomes verified), or a
    /// `VERIFY_AND_CHANGE_EMAIL` or `RECOVER_EMAIL` one (`EmailChangeCodes`). Other codes are refused
    /// without being used up.
    static func applyCode(_ context: ServerContext, _ code: String?, _ call: APICall) throws -> JSON {
        let peeked = try context.oobCodes.redeem(code, kind: nil, consume: false, tenantId: call.tenantId)
        guard [.verifyEmail, .changeEmail, .recoverEmail].contains(peeked.kind) else {
            throw APIError.code(.invalidOOBCode)
        }
        let record = try context.oobCodes.redeem(
            code, kind: peeked.kind, consume: true, tenantId: call.tenantId)
        guard let localId = record.localId else { throw APIError.code(.invalidOOBCode) }
        if record.kind != .verifyEmail {
            let changed = try EmailChangeCodes.apply(
                context, record, localId: localId, language: call.notificationLanguage(context))
            context.audit(
                .emailChange, call, target: localId,
                details: ["by": .string(record.kind == .recoverEmail ? "recoverEmail" : "verifyAndChangeEmail")])
            var fields = response(changed)
            if record.kind == .changeEmail, let newEmail = record.newEmail { fields["newEmail"] = .string(newEmail) }
            return .object(fields)
        }
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: localId) { account in
                guard account.email.map(EmailAddress.normalized) == EmailAddress.normalized(record.email)
                else {
                    throw APIError.code(.invalidOOBCode)
                }
                account.emailVerified = true
            }
        }
        return .object(response(updated))
    }

    static func response(_ account: AccountRecord) -> [String: JSON] {
        var fields: [String: JSON] = [
            "kind": .string(kind), "localId": .string(account.localId),
            "emailVerified": .bool(account.emailVerified),
            "providerUserInfo": AccountRenderer.providerUserInfo(account),
        ]
        if let email = account.email { fields["email"] = .string(email) }
        if let name = account.displayName { fields["displayName"] = .string(name) }
        if let photo = account.photoURL { fields["photoUrl"] = .string(photo) }
        if account.passwordHash != nil { fields["passwordHash"] = .string(AccountRenderer.redactedHash) }
        return fields
    }
}
