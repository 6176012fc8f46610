import AuthCrypto
import AuthModel
import Storage

/// Legacy v3 `signOutUser` (`{"localId", "instanceId"}`, admin only): signs the user out by revoking
/// every refresh token, so no session of the user can be refreshed (`TOKEN_EXPIRED`). ID tokens
/// already issued stay valid until they expire, as after any sign-out; to end those too, bump
/// `validSince` (firebase-admin's `revoke_refresh_tokens`). Sesame does not tie sessions to app
/// instances, so `instanceId` is accepted and every session ends.
enum SignOutUserEndpoint {
    static let kind = "identitytoolkit#SignOutUserResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try await context.auditingFailure(.accountRevokeSessions, call, target: call.body.string("localId")) {
            try await signOut(context, call)
        }
    }

    private static func signOut(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard let localId = call.body.string("localId") else { throw APIError.code(.missingLocalID) }
        let now = context.clock.milliseconds
        let found = try TenantScope.account(localId, in: call, context)
        guard found != nil else { throw APIError.code(.userNotFound) }
        _ = try context.withStore { try context.store.revokeAllRefreshTokens(localId: localId, now: now) }
        context.audit(.accountRevokeSessions, call, target: localId)
        return ["kind": .string(kind), "localId": .string(localId)]
    }
}
