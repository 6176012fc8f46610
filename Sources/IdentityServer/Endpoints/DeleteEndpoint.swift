import AuthCrypto
import AuthModel
import Storage

/// `accounts:delete` (v3 `deleteAccount`): the signed-in user, or (privileged) the account `localId`,
/// which a privileged call must name even when it carries an ID token (`MISSING_LOCAL_ID`), as in Firebase.
/// Deleting an account also deletes its refresh tokens and codes.
enum DeleteEndpoint {
    static let kind = "identitytoolkit#DeleteAccountResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try await context.auditingFailure(.accountDelete, call, target: call.body.string("localId")) {
            try await delete(context, call)
        }
    }

    private static func delete(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        let localId: String
        if call.isPrivileged {
            guard let id = body.string("localId") else { throw APIError.code(.missingLocalID) }
            guard try TenantScope.account(id, in: call, context) != nil else {
                throw APIError.code(.userNotFound)
            }
            localId = id
        } else {
            let (verified, account) = try context.tokens.verifiedAccount(
                idToken: body.string("idToken"), tenantId: call.tenantId)
            try RecentSignIn.require(verified, context)
            localId = account.localId
        }
        let deleted = try context.withStore { try context.store.deleteAccount(localId: localId) }
        guard deleted else { throw APIError.code(.userNotFound) }
        context.audit(.accountDelete, call, target: localId, actor: call.isPrivileged ? nil : .user(localId))
        return ["kind": .string(kind)]
    }
}
