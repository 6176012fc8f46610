import AuthCrypto
import AuthModel
import Foundation
import Storage

/// `accounts:signInWithIdp` (v3 `verifyAssertion`) for `google.com`, `apple.com` and configured `saml.*`
/// providers: verifies the provider's ID token (`SignedProviderTokenVerifier`), Google access token
/// (`GoogleAccessTokenVerifier`) or SAML response (`SAMLSignInVerifier`), resolves or links the account (`FederatedAccountLinker`) and answers
/// with the provider's profile and a Sesame session. Apple's first-sign-in name (`user` in `postBody`,
/// see `AppleUserName`) names a new account, fills an empty name when linking, and never replaces one.
enum SignInWithIdpEndpoint {
    static let kind = "identitytoolkit#VerifyAssertionResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        guard let requestURI = body.string("requestUri") else { throw APIError.code(.missingRequestURI) }
        guard SendOobCodeEndpoint.isAbsoluteURL(requestURI) else { throw APIError.code(.invalidRequestURI) }
        for unsupported in ["pendingToken", "pendingIdToken", "returnRefreshToken"]
        where body.contains(unsupported) {
            throw APIError.notImplemented("\(unsupported) is not implemented.")
        }
        var credential = try credential(requestURI: requestURI, postBody: body.string("postBody"))
        let verifier: any ProviderTokenVerifier
        if let saml = try samlVerifier(context, call, providerId: credential.providerId, requestURI: requestURI) {
            verifier = saml
        } else {
            verifier = try ProviderVerifierChoice.verifier(for: credential.providerId, tenantId: call.tenantId, context)
        }
        // A credential refused (its signature, issuer, audience, nonce, SAML response, …) is a failed
        // sign-in; nothing it claims is believed, so no account is named.
        let checked = try await context.auditingSignIn(call, provider: credential.providerId, target: nil) {
            [credential] in
            try context.rateLimiter.hit(.signIn, ip: call.ip)
            var completed = credential
            if let sessionId = body.string("sessionId"),
                let session = try AuthorizationSession.redeem(
                    sessionId: sessionId, tenantId: call.tenantId, context)
            {
                completed = try session.completing(credential)
            }
            do {
                return (completed, try await verifier.verify(completed))
            } catch {
                context.statistics.recordSignIn(provider: credential.providerId, succeeded: false)
                throw error
            }
        }
        credential = checked.0
        var claims = checked.1
        if let token = claims.exchangedIdToken { credential.idToken = token }
        if let token = claims.exchangedAccessToken { credential.accessToken = token }
        let appleName = credential.providerId == "apple.com" ? AppleUserName(json: credential.user) : nil
        if let appleName, claims.displayName == nil { claims.displayName = appleName.displayName }
        var fields = credentialFields(credential, claims)
        if let appleName {
            fields["fullName"] = .string(appleName.displayName)
            if let first = appleName.firstName { fields["firstName"] = .string(first) }
            if let last = appleName.lastName { fields["lastName"] = .string(last) }
        }
        let linker = FederatedAccountLinker(
            store: context.store, clock: context.clock, tenantId: call.tenantId,
            allowDuplicateEmails: try context.projectSettings().allowDuplicateEmails,
            providerProfileOnLink: context.configuration.emulator)
        let event = BlockingEvent(
            signInMethod: credential.providerId, rawUserInfo: fields["rawUserInfo"]?.stringValue,
            providerIdToken: credential.idToken, providerAccessToken: credential.accessToken)
        var account: AccountRecord
        var admission: BlockingFunctions.Admission
        if let idToken = body.string("idToken") {
            let (_, current) = try context.tokens.verifiedAccount(idToken: idToken, tenantId: call.tenantId)
            // An anonymous account made permanent is a new user to the blocking functions.
            admission =
                current.anonymous
                ? try await BlockingFunctions.admitNew(current, event, call, context)
                : try await BlockingFunctions.admitSignIn(current, event, call, context)
            let linked: Result<AccountRecord, APIError> = Result { () throws(APIError) in
                try context.withAccountStore {
                    try linker.link(claims, providerId: credential.providerId, to: current)
                }
            }
            switch linked {
            case .success(let record):
                account = record
                context.audit(
                    .providerLink, call, target: record.localId, actor: .user(record.localId),
                    details: ["provider": .string(credential.providerId)])
            case .failure(let error):
                context.audit(
                    .providerLink, call, target: current.localId, actor: .user(current.localId), failure: error,
                    details: ["provider": .string(credential.providerId)])
                // Firebase delivers these two with the credential, on a 200, so clients can recover.
                let recoverable = [
                    ServerErrorCode.federatedUserIDAlreadyLinked.rawValue,
                    ServerErrorCode.emailExists.rawValue,
                ]
                guard body.bool("returnIdpCredential") == true, recoverable.contains(error.message) else {
                    throw error
                }
                fields["errorMessage"] = .string(error.message)
                return .object(fields)
            }
        } else {
            let existing = try context.withStore {
                try linker.reachesExisting(claims, providerId: credential.providerId)
            }
            let outcome: FederatedAccountLinker.Outcome
            if let existing {
                admission = BlockingFunctions.Admission(account: existing)
                if linker.signsInDirectly(existing, claims, providerId: credential.providerId) {
                    admission = try await BlockingFunctions.admitSignIn(existing, event, call, context)
                }
                outcome = try context.withAccountStore {
                    try linker.signIn(claims, providerId: credential.providerId)
                }
            } else {
                let new = try context.withStore {
                    try linker.newAccount(claims, providerId: credential.providerId)
                }
                admission = try await BlockingFunctions.admitNew(new, event, call, context)
                let admitted = admission.account
                admission.changes = BlockingFunctionAnswer()
                outcome = try context.withAccountStore {
                    try linker.create(admitted, claims, providerId: credential.providerId)
                }
            }
            switch outcome {
            case .needsConfirmation(let owner):
                fields["needConfirmation"] = true
                // Firebase's emulator names the account and the providers it could sign in with.
                if context.configuration.emulator, let owner {
                    fields["localId"] = .string(owner.localId)
                    fields["verifiedProvider"] = .array(
                        owner.providers.map(\.providerId).filter { $0 != "password" && $0 != "phone" }
                            .map { .string($0) })
                }
                context.statistics.recordSignIn(provider: credential.providerId, succeeded: false)
                return .object(fields)
            case .signedIn(let signedIn, let isNewUser):
                account = signedIn
                if isNewUser { fields["isNewUser"] = true }
            case .needsSecondFactor(let owner, let identity):
                // Nothing on the account changes before its second factor checks out.
                fields["localId"] = .string(owner.localId)
                for (key, value) in try PendingSecondFactor.start(
                    context, account: owner, provider: credential.providerId, deferredLink: identity)
                {
                    fields[key] = value
                }
                return .object(fields)
            }
        }
        if admission.changes.changesAccount {
            let changes = admission.changes
            account = try context.withAccountStore {
                try context.store.updateAccount(localId: account.localId) { changes.apply(to: &$0) }
            }
        }
        try BlockingFunctions.refuseDisabled(account)
        fields["localId"] = .string(account.localId)
        if let tenantId = call.tenantId { fields["tenantId"] = .string(tenantId) }
        if let email = account.email {
            fields["email"] = .string(email)
            fields["emailVerified"] = .bool(account.emailVerified)
        }
        if let name = account.displayName ?? claims.displayName { fields["displayName"] = .string(name) }
        if let photo = account.photoURL ?? claims.photoURL { fields["photoUrl"] = .string(photo) }
        if body.string("idToken") == nil, !account.mfaEnrollments.isEmpty {
            // A sign-in (not a link) of an account with second factors waits for one.
            for (key, value) in try PendingSecondFactor.start(
                context, account: account, provider: credential.providerId)
            {
                fields[key] = value
            }
            return .object(fields)
        }
        let session = try context.withStore {
            try context.tokens.startSession(
                for: account, signInProvider: credential.providerId, authTime: context.clock.milliseconds,
                extraClaims: SessionClaims.signInAttributes(claims.signInAttributes),
                idTokenClaims: admission.sessionClaims)
        }
        context.statistics.recordSignIn(provider: credential.providerId, succeeded: true)
        session.merge(into: &fields)
        return .object(fields)
    }

    /// `postBody` merged with `requestUri`'s query and fragment (`postBody` wins).
    static func credential(requestURI: String, postBody: String?) throws(APIError) -> ProviderCredential {
        var parts: [String] = []
        if let components = URLComponents(string: requestURI) {
            if let query = components.percentEncodedQuery { parts.append(query) }
            if let fragment = components.percentEncodedFragment { parts.append(fragment) }
        }
        if let postBody { parts.append(postBody) }
        guard let parsed = IDPPostBody(queryString: parts.joined(separator: "&")) else {
            throw APIError.code(
                .invalidCredentialOrProviderID, "Invalid IdP response/credential: providerId is missing.")
        }
        var redirect = URLComponents(string: requestURI)
        redirect?.query = nil
        redirect?.fragment = nil
        return ProviderCredential(
            providerId: parsed.providerID, idToken: parsed.idToken, accessToken: parsed.accessToken,
            nonce: parsed.nonce, user: parsed.user, samlResponse: parsed.samlResponse, code: parsed.code,
            codeVerifier: parsed.codeVerifier, redirectURI: redirect?.string,
            state: parsed.state)
    }

    /// The provider-side members every answer carries.
    static func credentialFields(_ credential: ProviderCredential, _ claims: ProviderIdentityClaims)
        -> [String: JSON]
    {
        var fields: [String: JSON] = [
            "kind": .string(kind), "providerId": .string(credential.providerId),
            "federatedId": .string(claims.federatedId),
            "rawUserInfo": .string(JSON.object(claims.profile).serialized), "context": "",
        ]
        if let token = credential.idToken { fields["oauthIdToken"] = .string(token) }
        if let token = credential.accessToken { fields["oauthAccessToken"] = .string(token) }
        if let email = claims.email {
            fields["email"] = .string(email)
            fields["emailVerified"] = .bool(claims.emailVerified)
        }
        if let name = claims.displayName { fields["displayName"] = .string(name) }
        if let photo = claims.photoURL { fields["photoUrl"] = .string(photo) }
        if let screenName = claims.screenName { fields["screenName"] = .string(screenName) }
        return fields
    }
}
