import AuthModel
import Storage
import AuthCrypto

/// `accounts:signInWithPhoneNumber` (v3 `verifyPhoneNumber`): a `sessionInfo` and its SMS code (or a
/// `temporaryProof` with its number) sign in to the account with that number, creating it on first use;
/// with `idToken` the number is linked to that signed-in user instead. A number that belongs to someone
/// else cannot be linked: the answer then carries a `temporaryProof` for it and no tokens, as Firebase's
/// does (the iOS SDK turns it into "credential already in use" with a credential that signs in).
enum SignInWithPhoneNumberEndpoint {
    static let kind = "identitytoolkit#VerifyPhoneNumberResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requirePhoneSignIn(call, context)
        let body = call.body
        let current = try body.string("idToken").map { token throws(APIError) in
            try context.tokens.verifiedAccount(idToken: token, tenantId: call.tenantId).1
        }
        // A refusal is a failed sign-in of the account tried: the signed-in user, else the number's
        // account, else the number (once the request or its session names one).
        var tried: String?
        return try await context.auditingSignIn(
            call, provider: "phone", target: current?.localId ?? tried.map { triedAccount(context, call, $0) }
        ) {
            try await complete(context, call, current: current, tried: &tried)
        }
    }

    private static func triedAccount(_ context: ServerContext, _ call: APICall, _ phoneNumber: String)
        -> String
    {
        let owner = try? context.withStore {
            try context.store.account(phoneNumber: phoneNumber, tenantId: call.tenantId)
        }
        return owner?.localId ?? phoneNumber
    }

    /// The sign-in once the request is read: the code or proof checked (`tried` learns the number),
    /// then the account signed in to, linked or created.
    private static func complete(
        _ context: ServerContext, _ call: APICall, current: AccountRecord?, tried: inout String?
    ) async throws -> JSON {
        let body = call.body
        try context.rateLimiter.hit(.signIn, ip: call.ip)
        let phoneNumber: String
        let usedProof = body.string("temporaryProof")
        if let proof = usedProof {
            guard let raw = body.string("phoneNumber") else { throw APIError.code(.missingPhoneNumber) }
            phoneNumber = try AccountRules.phoneNumber(raw)
            tried = phoneNumber
            try context.phone.redeemProof(proof, phoneNumber: phoneNumber, tenantId: call.tenantId)
        } else {
            phoneNumber =
                try context.phone.verify(
                    sessionInfo: body.string("sessionInfo"), code: body.string("code"), kinds: [.phoneSignIn],
                    tenantId: call.tenantId, refused: { tried = $0 }
                ).phoneNumber ?? ""
            tried = phoneNumber
        }
        let owner = try context.withStore {
            try context.store.account(phoneNumber: phoneNumber, tenantId: call.tenantId)
        }
        if let current, let owner, owner.localId != current.localId {
            guard usedProof == nil else { throw APIError.code(.phoneNumberExists) }
            let (proof, expiresIn) = try context.phone.issueProof(
                phoneNumber: phoneNumber, tenantId: call.tenantId)
            return [
                "kind": .string(kind), "phoneNumber": .string(phoneNumber), "temporaryProof": .string(proof),
                "temporaryProofExpiresIn": .string(String(expiresIn)),
            ]
        }
        let now = context.clock.milliseconds
        var fields: [String: JSON] = ["kind": .string(kind), "phoneNumber": .string(phoneNumber)]
        if let target = current ?? owner {
            guard !target.disabled else { throw APIError.code(.userDisabled) }
            // A phone number is no first factor of an account with second factors: not to sign in
            // with, nor to link to it.
            if !target.mfaEnrollments.isEmpty {
                throw SendVerificationCodeEndpoint.unsupportedFirstFactor
            }
            var projected = target
            projected.phoneNumber = phoneNumber
            projected.anonymous = false
            // An anonymous account made permanent is a new user to the blocking functions.
            let admission =
                target.anonymous
                ? try await BlockingFunctions.admitNew(projected, .signIn("phone"), call, context)
                : try await BlockingFunctions.admitSignIn(projected, .signIn("phone"), call, context)
            let (account, session) = try BlockingFunctions.completeSignIn(
                admission, signInProvider: "phone", authTime: now, context
            ) { account in
                account.phoneNumber = phoneNumber
                account.anonymous = false
                account.lastLoginAt = now
            }
            fields["localId"] = .string(account.localId)
            fields["isNewUser"] = false
            session.merge(into: &fields)
        } else {
            if body.string("operation") == "REAUTH" { throw APIError.code(.userNotFound) }
            let (account, session, isNewUser) = try await create(context, call, phoneNumber: phoneNumber, now: now)
            fields["localId"] = .string(account.localId)
            fields["isNewUser"] = .bool(isNewUser)
            session.merge(into: &fields)
        }
        context.statistics.recordSignIn(provider: "phone", succeeded: true)
        return .object(fields)
    }

    /// A new account for the number (once the blocking functions admit it), stored together with its
    /// first session.
    private static func create(_ context: ServerContext, _ call: APICall, phoneNumber: String, now: Int64)
        async throws -> (account: AccountRecord, session: TokenService.Session, isNewUser: Bool)
    {
        let tenantId = call.tenantId
        let admission = try await BlockingFunctions.admitNew(
            AccountRecord(
                localId: try AccountRules.newLocalId(), tenantId: tenantId, phoneNumber: phoneNumber,
                createdAt: now, lastLoginAt: now),
            .signIn("phone"), call, context)
        let created = Result { () throws(APIError) in
            try BlockingFunctions.createAccount(admission, signInProvider: "phone", authTime: now, context)
        }
        if case .success(let session) = created { return (admission.account, session, true) }
        if case .failure(let error) = created, error != .code(.phoneNumberExists) { throw error }
        // Someone took the number since it was looked up: sign in to that account.
        guard
            let owner = try context.withStore({
                try context.store.account(phoneNumber: phoneNumber, tenantId: tenantId)
            })
        else { throw APIError.code(.phoneNumberExists) }
        guard !owner.disabled else { throw APIError.code(.userDisabled) }
        let again = try await BlockingFunctions.admitSignIn(owner, .signIn("phone"), call, context)
        let (updated, started) = try BlockingFunctions.completeSignIn(
            again, signInProvider: "phone", authTime: now, context
        ) { $0.lastLoginAt = now }
        return (updated, started, false)
    }
}
