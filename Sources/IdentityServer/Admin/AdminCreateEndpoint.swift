import AuthCrypto
import AuthModel
import Storage

/// Privileged account creation (`POST v1/projects/{p}/accounts`, or `accounts:signUp` with an admin
/// bearer): custom `localId`, `emailVerified`, `disabled`, profile fields. No tokens are issued.
enum AdminCreateEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try await context.auditingFailure(
            .accountCreate, call, target: call.body.string("localId") ?? call.body.string("email")
        ) { try await create(context, call) }
    }

    private static func create(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        let localId = try body.string("localId") ?? AccountRules.newLocalId()
        guard localId.count <= 128 else { throw APIError.code(.invalidIdentifier, "User ID is too long.") }
        let email = try body.string("email").map { raw throws(APIError) in try AccountRules.email(raw) }
        let phone = try body.string("phoneNumber").map { raw throws(APIError) in
            try AccountRules.phoneNumber(raw)
        }
        var hash: String?
        if let password = body.string("password") {
            try context.passwords.checkPolicy(password)
            hash = try await context.passwords.hash(password)
        }
        let now = context.clock.milliseconds
        let account = AccountRecord(
            localId: localId, tenantId: call.tenantId, email: email,
            emailVerified: body.bool("emailVerified") ?? false,
            passwordHash: hash,
            passwordUpdatedAt: hash == nil ? nil : now, displayName: body.string("displayName"),
            photoURL: body.string("photoUrl"), phoneNumber: phone, disabled: body.bool("disabled") ?? false,
            createdAt: now,
            mfaEnrollments: try AdminSecondFactors.enrollments(
                body["mfaInfo"]?.arrayValue ?? [], replacing: [],
                emailVerified: body.bool("emailVerified") ?? false, context, now: now))
        try context.withAccountStore { try context.store.createAccount(account) }
        context.audit(
            .accountCreate, call, target: account.localId,
            details: ["fields": ServerContext.auditedFields(of: call.body)])
        return SignUpEndpoint.response(account, nil)
    }
}
