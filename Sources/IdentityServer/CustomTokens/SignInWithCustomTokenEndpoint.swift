import AuthCrypto
import AuthModel
import Storage

/// `accounts:signInWithCustomToken` (v3 `verifyCustomToken`): a custom token (see `CustomTokenVerifier`)
/// signs in to the account whose `localId` is its `uid`, creating it on first use. The ID tokens of the
/// session (this one and every refreshed one) carry the token's developer claims at the top level and
/// `firebase.sign_in_provider: custom`.
enum SignInWithCustomTokenEndpoint {
    static let kind = "identitytoolkit#VerifyCustomTokenResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let token = call.body.string("token")
        // A refusal is a failed sign-in of the uid the token names (unverified: what was tried).
        return try await context.auditingSignIn(
            call, provider: "custom", target: CustomTokenVerifier.claimedUid(token)
        ) {
            try await complete(context, call, token: token)
        }
    }

    private static func complete(_ context: ServerContext, _ call: APICall, token: String?) async throws
        -> JSON
    {
        try context.rateLimiter.hit(.signIn, ip: call.ip)
        let verifier = CustomTokenVerifier(
            store: context.store, clock: context.clock, emulator: context.configuration.emulator)
        let verified: CustomTokenVerifier.Verified
        do {
            verified = try verifier.verify(token)
        } catch {
            context.statistics.recordSignIn(provider: "custom", succeeded: false)
            throw error
        }
        // A tenant's token signs in to that tenant only, as the request must say.
        guard verified.tenantId == call.tenantId else {
            context.statistics.recordSignIn(provider: "custom", succeeded: false)
            throw APIError.code(.tenantIDMismatch)
        }
        let now = context.clock.milliseconds
        let (admission, isNewUser) = try await signIn(context, call, uid: verified.uid, now: now)
        let session = try context.withStore {
            try context.tokens.startSession(
                for: admission.account, signInProvider: "custom", authTime: now, extraClaims: verified.claims,
                idTokenClaims: admission.sessionClaims)
        }
        context.statistics.recordSignIn(provider: "custom", succeeded: true)
        var fields: [String: JSON] = ["kind": .string(kind), "isNewUser": .bool(isNewUser)]
        session.merge(into: &fields)
        return .object(fields)
    }

    /// The account `uid`, with the sign-in recorded; a new one when there is none. The blocking
    /// functions admit it first (`admission.account` is the stored account).
    /// User ids are unique across the project: a uid taken by an account of another tenant is refused.
    private static func signIn(_ context: ServerContext, _ call: APICall, uid: String, now: Int64) async throws
        -> (BlockingFunctions.Admission, isNewUser: Bool)
    {
        let tenantId = call.tenantId
        if let existing = try context.withStore({ try context.store.account(localId: uid) }) {
            return (try await touch(context, call, existing, now: now), false)
        }
        var admission = try await BlockingFunctions.admitNew(
            AccountRecord(localId: uid, tenantId: tenantId, createdAt: now, lastLoginAt: now), .signIn("custom"),
            call, context)
        do {
            try context.store.createAccount(admission.account)
        } catch let error as StoreError where error == .localIdExists {
            // Another sign-in with the same uid created it first.
            guard let existing = try context.withStore({ try context.store.account(localId: uid) }) else {
                throw APIError.storeFailure(error)
            }
            return (try await touch(context, call, existing, now: now), false)
        } catch {
            throw AccountRules.mapStoreError(error) ?? APIError.storeFailure(error)
        }
        try BlockingFunctions.refuseDisabled(admission.account)
        admission.changes = BlockingFunctionAnswer()
        return (admission, true)
    }

    private static func touch(_ context: ServerContext, _ call: APICall, _ account: AccountRecord, now: Int64)
        async throws -> BlockingFunctions.Admission
    {
        guard account.tenantId == call.tenantId else { throw APIError.code(.tenantIDMismatch) }
        guard !account.disabled else { throw APIError.code(.userDisabled) }
        var admission = try await BlockingFunctions.admitSignIn(account, .signIn("custom"), call, context)
        let changes = admission.changes
        admission.account = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { stored in
                stored.lastLoginAt = now
                changes.apply(to: &stored)
            }
        }
        try BlockingFunctions.refuseDisabled(admission.account)
        return admission
    }
}
