import AuthCrypto
import AuthModel
import Storage

/// `POST v1/projects/{p}/accounts:batchCreate`: imports users (firebase-admin `import_users`), with
/// optional password hashes (see `ImportedPasswordHash`). Per-user problems are reported in
/// `error: [{index, message}]`; the other users are imported.
enum BatchCreateEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let users = call.body["users"]?.arrayValue ?? []
        guard !users.isEmpty else { throw APIError(envelope: ErrorEnvelope(message: "MISSING_USER_ACCOUNT")) }
        guard users.count <= 1000 else { throw APIError(envelope: ErrorEnvelope(message: "TOO_MANY_USERS")) }
        let hashing = try ImportedPasswordHash(request: call.body)
        let now = context.clock.milliseconds
        var failures: [JSON] = []
        for (index, entry) in users.enumerated() {
            let user = RequestBody(fields: entry.objectValue ?? [:])
            do {
                let account = try record(from: user, hashing: hashing, tenantId: call.tenantId, now: now)
                try context.withAccountStore { try context.store.createAccount(account) }
            } catch let error as APIError {
                failures.append(["index": .int(Int64(index)), "message": .string(error.message)])
            } catch let failure as ImportedPasswordHash.ImportFailure {
                failures.append(["index": .int(Int64(index)), "message": .string(failure.message)])
            }
        }
        var fields: [String: JSON] = ["kind": "identitytoolkit#UploadAccountResponse"]
        if !failures.isEmpty { fields["error"] = .array(failures) }
        return .object(fields)
    }

    private static func record(
        from user: RequestBody, hashing: ImportedPasswordHash, tenantId: String?, now: Int64
    ) throws -> AccountRecord {
        guard let localId = user.string("localId") else { throw APIError.code(.missingLocalID) }
        if let named = user.string("tenantId"), named != tenantId {
            throw APIError.code(
                .tenantIDMismatch, "Tenant id in userInfo does not match the tenant id in request.")
        }
        var hash: String?
        if let encoded = user.string("passwordHash") {
            hash = try hashing.stored(passwordHash: encoded, salt: user.string("salt")).get()
        }
        var providers: [ProviderIdentity] = []
        for provider in user["providerUserInfo"]?.arrayValue ?? [] {
            let info = RequestBody(fields: provider.objectValue ?? [:])
            guard let providerId = info.string("providerId"), providerId != "password",
                let rawId = info.string("rawId")
            else { continue }
            providers.append(
                ProviderIdentity(
                    providerId: providerId, rawId: rawId, email: info.string("email"),
                    displayName: info.string("displayName"), photoURL: info.string("photoUrl"),
                    federatedId: info.string("federatedId"), phoneNumber: info.string("phoneNumber")))
        }
        var customAttributes: String?
        if let raw = user.string("customAttributes") {
            customAttributes = try AccountRules.customAttributes(raw)
        }
        return AccountRecord(
            localId: localId, tenantId: tenantId,
            email: try user.string("email").map { raw throws(APIError) in try AccountRules.email(raw) },
            emailVerified: user.bool("emailVerified") ?? false, passwordHash: hash,
            passwordUpdatedAt: hash == nil ? nil : now, displayName: user.string("displayName"),
            photoURL: user.string("photoUrl"),
            phoneNumber: try user.string("phoneNumber").map { raw throws(APIError) in
                try AccountRules.phoneNumber(raw)
            },
            disabled: user.bool("disabled") ?? false, createdAt: user.int64("createdAt") ?? now,
            lastLoginAt: user.int64("lastLoginAt"), customAttributes: customAttributes, providers: providers)
    }
}
