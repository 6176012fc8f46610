import AuthCrypto
import AuthModel
import Storage

/// Privileged `accounts:update` by `localId`: profile, e-mail, password, `emailVerified`,
/// `disableUser`, `customAttributes`, `validSince`, phone number, `deleteAttribute`,
/// `deleteProvider`, `linkProviderUserInfo`. Disabling, a new password or a `validSince` revokes every
/// refresh token.
enum AdminUpdateEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try await context.auditingFailure(.accountUpdate, call, target: call.body.string("localId")) {
            try await update(context, call)
        }
    }

    private static func update(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        // Firebase's emulator checks the body against its schema first: a null list is no list.
        if context.configuration.emulator, body["mfa"]?["enrollments"] == .null {
            throw APIError(envelope: .invalidJSONPayload("/mfa/enrollments must be array", isParseError: false))
        }
        guard let localId = body.string("localId") else { throw APIError.code(.missingLocalID) }
        guard try TenantScope.account(localId, in: call, context) != nil else {
            throw APIError.code(.userNotFound)
        }
        let email = try body.string("email").map { raw throws(APIError) in try AccountRules.email(raw) }
        let phone = try body.string("phoneNumber").map { raw throws(APIError) in
            try AccountRules.phoneNumber(raw)
        }
        var claims: String??
        if let raw = body.string("customAttributes") {
            claims = .some(try AccountRules.customAttributes(raw))
        }
        var hash: String?
        if let password = body.string("password") {
            try context.passwords.checkPolicy(password)
            hash = try await context.passwords.hash(password)
        }
        let deletions = Set(body.strings("deleteAttribute"))
        let deletedProviders = Set(body.strings("deleteProvider"))
        let linked = try LinkedProviderInfo.identity(body)
        let disable = body.bool("disableUser")
        let validSince = body.int64("validSince")
        let now = context.clock.milliseconds
        let revokes = hash != nil || validSince != nil || disable == true
        let updated = try context.withAccountStore {
            let account = try context.store.updateAccount(localId: localId) { account in
                if let name = body.string("displayName") { account.displayName = name }
                if let photo = body.string("photoUrl") { account.photoURL = photo }
                if deletions.contains("DISPLAY_NAME") { account.displayName = nil }
                if deletions.contains("PHOTO_URL") { account.photoURL = nil }
                if let email, email != account.email {
                    account.changeEmail(to: email)
                    account.emailVerified = false
                }
                if let verified = body.bool("emailVerified") { account.emailVerified = verified }
                if let phone { account.phoneNumber = phone }
                if deletedProviders.contains("phone") { account.phoneNumber = nil }
                if deletedProviders.contains("password") {
                    account.passwordHash = nil
                    account.emailLinkSignIn = false
                }
                account.providers.removeAll { deletedProviders.contains($0.providerId) }
                PasskeyInfo.remove(body.strings("deletePasskey"), from: &account)
                if let linked { account = try account.linking(linked) }
                if let hash {
                    account.passwordHash = hash
                    account.passwordUpdatedAt = now
                    account.validSince = now / 1000
                }
                if let disable { account.disabled = disable }
                if let claims { account.customAttributes = claims }
                if let validSince { account.validSince = validSince }
                if let mfa = body["mfa"] {
                    account.mfaEnrollments = try AdminSecondFactors.enrollments(
                        mfa["enrollments"]?.arrayValue ?? [], replacing: account.mfaEnrollments,
                        emailVerified: account.emailVerified, context, now: now,
                        requireIds: context.configuration.emulator)
                }
                if account.email != nil || account.phoneNumber != nil || !account.providers.isEmpty {
                    account.anonymous = false
                }
            }
            if revokes { try context.store.revokeAllRefreshTokens(localId: localId, now: now) }
            return account
        }
        var kinds: [AuditEventKind] = [.accountUpdate]
        if let disable { kinds.append(disable ? .accountDisable : .accountEnable) }
        if claims != nil { kinds.append(.accountClaimsUpdate) }
        if validSince != nil || disable == true { kinds.append(.accountRevokeSessions) }
        if hash != nil { kinds.append(.passwordChange) }
        if email != nil { kinds.append(.emailChange) }
        if !deletedProviders.isEmpty { kinds.append(.providerUnlink) }
        if linked != nil { kinds.append(.providerLink) }
        if !body.strings("deletePasskey").isEmpty { kinds.append(.passkeyRemove) }
        let fields = ServerContext.auditedFields(of: body)
        context.auditLog.record(kinds.map { context.auditEvent($0, call, target: localId, details: ["fields": fields]) })
        return .object(UpdateEndpoint.response(updated))
    }
}
