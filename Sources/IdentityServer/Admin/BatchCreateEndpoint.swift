import AuthCrypto
import AuthModel
import Storage

/// `POST v1/projects/{p}/accounts:batchCreate` (v3 `uploadAccount`): imports users (firebase-admin
/// `import_users`), with password hashes (see `ImportedPasswordHash`) or `rawPassword`s, identities,
/// SMS second factors (`mfaInfo`, the e-mail verified). As in Firebase, the request as a whole is
/// refused for repeated `localId`s (unless `allowOverwrite`) and, with `sanityCheck`, for repeated
/// e-mails or identities; per-user problems are reported in `error: [{index, message}]` with
/// Firebase's messages, and the other users are imported. `allowOverwrite` replaces an account with
/// the same `localId` by the imported one.
enum BatchCreateEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        let users = (body["users"]?.arrayValue ?? []).map { RequestBody(fields: $0.objectValue ?? [:]) }
        guard !users.isEmpty else { throw APIError(envelope: ErrorEnvelope(message: "MISSING_USER_ACCOUNT")) }
        guard users.count <= 1000 else { throw APIError(envelope: ErrorEnvelope(message: "TOO_MANY_USERS")) }
        let allowOverwrite = body.bool("allowOverwrite") ?? false
        if body.bool("sanityCheck") ?? false {
            try checkRepeats(users, emails: !(try context.projectSettings().allowDuplicateEmails))
        }
        if !allowOverwrite {
            try firstRepeat(users.map { [$0.string("localId") ?? ""] }) { "DUPLICATE_LOCAL_ID : \($0[0])" }
        }
        let hashing = try ImportedPasswordHash(request: body)
        let now = context.clock.milliseconds
        var failures: [JSON] = []
        var imported: [String] = []
        for (index, user) in users.enumerated() {
            do {
                var account = try record(from: user, hashing: hashing, tenantId: call.tenantId, context, now: now)
                if let raw = user.string("rawPassword") {
                    account.passwordHash = try await context.passwords.hash(raw)
                    account.passwordUpdatedAt = now
                }
                try store(account, overwriting: allowOverwrite, context)
                imported.append(account.localId)
            } catch let failure as ImportedPasswordHash.ImportFailure {
                failures.append(["index": .int(Int64(index)), "message": .string(failure.message)])
            } catch let error as APIError {
                failures.append(["index": .int(Int64(index)), "message": .string(message(for: error))])
            }
        }
        context.auditLog.record(
            imported.map { context.auditEvent(.accountBatchCreate, call, target: $0) }
                + [
                    context.auditEvent(
                        .accountBatchCreate, call, target: nil,
                        details: [
                            "count": .int(Int64(imported.count)), "failed": .int(Int64(failures.count)),
                            "overwrite": .bool(allowOverwrite),
                        ])
                ])
        var fields: [String: JSON] = ["kind": "identitytoolkit#UploadAccountResponse"]
        if !failures.isEmpty { fields["error"] = .array(failures) }
        return .object(fields)
    }

    /// `sanityCheck`: the same address (unless duplicates are allowed) or identity twice is refused.
    private static func checkRepeats(_ users: [RequestBody], emails: Bool) throws(APIError) {
        if emails {
            try firstRepeat(users.compactMap { $0.string("email").map { [$0] } }) { "DUPLICATE_EMAIL : \($0[0])" }
        }
        let identities = users.flatMap { user in
            (user["providerUserInfo"]?.arrayValue ?? []).compactMap { info -> [String]? in
                guard let provider = info["providerId"]?.stringValue, let raw = info["rawId"]?.stringValue else {
                    return nil
                }
                return [provider, raw]
            }
        }
        try firstRepeat(identities) { "DUPLICATE_RAW_ID : Provider id(\($0[0])), Raw id(\($0[1]))" }
    }

    private static func firstRepeat(_ keys: [[String]], _ message: ([String]) -> String) throws(APIError) {
        var seen: Set<[String]> = []
        for key in keys where !seen.insert(key).inserted {
            throw APIError(envelope: ErrorEnvelope(message: message(key)))
        }
    }

    /// Creates the account, or with `overwriting` replaces the one with its `localId`.
    private static func store(_ account: AccountRecord, overwriting: Bool, _ context: ServerContext) throws {
        let existing = try context.withStore { try context.store.account(localId: account.localId) }
        guard let existing else {
            try context.withAccountStore { try context.store.createAccount(account) }
            return
        }
        guard overwriting, existing.tenantId == account.tenantId else {
            throw ImportedPasswordHash.ImportFailure("localId belongs to an existing account - can not overwrite.")
        }
        _ = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { $0 = account }
        }
        _ = try context.withAccountStore {
            try context.store.revokeAllRefreshTokens(localId: account.localId, now: context.clock.milliseconds)
        }
    }

    /// Firebase's per-user messages for the codes the shared rules throw.
    private static func message(for error: APIError) -> String {
        switch String(error.message.prefix { $0 != " " }) {
        case ServerErrorCode.invalidEmail.rawValue: "email is invalid"
        case ServerErrorCode.invalidPhoneNumber.rawValue: "phone number format is invalid"
        case ServerErrorCode.invalidClaims.rawValue: "Invalid custom claims provided."
        case ServerErrorCode.claimsTooLarge.rawValue: "Custom claims provided are too large."
        case ServerErrorCode.forbiddenClaim.rawValue: "Custom claims provided include a reserved claim."
        case ServerErrorCode.emailExists.rawValue: "email exists in other account in database"
        case ServerErrorCode.federatedUserIDAlreadyLinked.rawValue: "raw id exists in other account in database"
        case ServerErrorCode.tenantIDMismatch.rawValue: "Tenant id in userInfo does not match the tenant id in request."
        default: error.message
        }
    }

    private static func record(
        from user: RequestBody, hashing: ImportedPasswordHash, tenantId: String?, _ context: ServerContext,
        now: Int64
    ) throws -> AccountRecord {
        guard let localId = user.string("localId") else { throw ImportedPasswordHash.ImportFailure("localId is missing") }
        if let named = user.string("tenantId"), named != tenantId { throw APIError.code(.tenantIDMismatch) }
        var hash: String?
        if let encoded = user.string("passwordHash") {
            hash = try hashing.stored(passwordHash: encoded, salt: user.string("salt")).get()
        }
        var providers: [ProviderIdentity] = []
        for provider in user["providerUserInfo"]?.arrayValue ?? [] {
            let info = RequestBody(fields: provider.objectValue ?? [:])
            let providerId = info.string("providerId")
            if providerId == "password" || providerId == "phone" { continue }
            guard let providerId, let rawId = info.string("rawId") else {
                guard info.string("federatedId") == nil else { throw federatedIdAlone(context) }
                throw ImportedPasswordHash.ImportFailure("federatedId or (providerId & rawId) is required")
            }
            providers.append(
                ProviderIdentity(
                    providerId: providerId, rawId: rawId, email: info.string("email"),
                    displayName: info.string("displayName"), photoURL: info.string("photoUrl"),
                    federatedId: info.string("federatedId"), phoneNumber: info.string("phoneNumber"),
                    screenName: info.string("screenName")))
        }
        var customAttributes: String?
        if let raw = user.string("customAttributes") {
            customAttributes = try AccountRules.customAttributes(raw)
        }
        let email = try user.string("email").map { raw throws(APIError) in try AccountRules.email(raw) }
        let emailVerified = user.bool("emailVerified") ?? false
        let factors = user["mfaInfo"]?.arrayValue ?? []
        if !factors.isEmpty {
            guard email != nil else {
                throw ImportedPasswordHash.ImportFailure("Second factor account requires email to be presented.")
            }
            guard emailVerified else {
                throw ImportedPasswordHash.ImportFailure("Second factor account requires email to be verified.")
            }
        }
        return AccountRecord(
            localId: localId, tenantId: tenantId, email: email, emailVerified: emailVerified, passwordHash: hash,
            passwordUpdatedAt: hash == nil ? nil : now, displayName: user.string("displayName"),
            photoURL: user.string("photoUrl"),
            phoneNumber: try user.string("phoneNumber").map { raw throws(APIError) in
                try AccountRules.phoneNumber(raw)
            },
            disabled: user.bool("disabled") ?? false, createdAt: user.int64("createdAt") ?? now,
            lastLoginAt: user.int64("lastLoginAt"), validSince: now / 1000, customAttributes: customAttributes,
            providers: providers,
            mfaEnrollments: try AdminSecondFactors.enrollments(
                factors, replacing: [], emailVerified: true, context, now: now),
            screenName: user.string("screenName"))
    }

    /// An identity named only by `federatedId`: Sesame, like Firebase's emulator, needs the provider
    /// and its `sub`; emulator mode says so in the emulator's words.
    private static func federatedIdAlone(_ context: ServerContext) -> ImportedPasswordHash.ImportFailure {
        ImportedPasswordHash.ImportFailure(
            context.configuration.emulator
                ? "((Parsing federatedId is not implemented in Auth Emulator; please specify providerId AND rawId as a workaround.))"
                : "An identity needs providerId and rawId; federatedId alone is not supported.")
    }
}
