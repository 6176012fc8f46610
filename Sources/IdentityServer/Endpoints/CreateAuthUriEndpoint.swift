import AuthCrypto
import AuthModel
import Storage

/// `accounts:createAuthUri` (`fetchSignInMethods`). With enumeration protection only `kind` and
/// `sessionId` come back; otherwise `registered`, `allProviders` (`password` for e-mail links too) and
/// `signinMethods` (`password`, `emailLink`, provider ids) of the account with that address, or else of
/// the one a linked provider gave it to. With a `providerId` it answers the provider's sign-in URL
/// instead: an OpenID Connect provider's authorization URL (`AuthorizationRequest`), a built-in
/// provider's (`BuiltInAuthorizationRequest`), a SAML IdP's with an AuthnRequest (`providerAuthUri`).
enum CreateAuthUriEndpoint {
    static let kind = "identitytoolkit#CreateAuthUriResponse"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        // An empty providerId counts as none, as in Firebase's emulator.
        if let providerId = body.string("providerId"), !providerId.isEmpty {
            if providerId.hasPrefix("oidc.") {
                return try await AuthorizationRequest.handle(providerId: providerId, context, call)
            }
            if !context.configuration.emulator, let endpoint = BuiltInAuthorizationRequest.endpoint(providerId, context.configuration) {
                return try BuiltInAuthorizationRequest.handle(providerId: providerId, endpoint: endpoint, context, call)
            }
            return try providerAuthUri(context, call, providerId: providerId)
        }
        guard let identifier = body.string("identifier") else { throw APIError.code(.missingIdentifier) }
        guard let continueURI = body.string("continueUri") else { throw APIError.code(.missingContinueURI) }
        guard let email = EmailAddress(identifier) else { throw APIError.code(.invalidIdentifier) }
        guard SendOobCodeEndpoint.isAbsoluteURL(continueURI) else { throw APIError.code(.invalidContinueURI) }
        var fields: [String: JSON] = [
            "kind": .string(kind),
            "sessionId": .string(try body.string("sessionId") ?? SecureRandom.token(bits: 128)),
        ]
        let settings = try context.projectSettings()
        if settings.enumerationProtection { return .object(fields) }
        let allowDuplicateEmails = settings.allowDuplicateEmails
        let found = try context.withStore {
            try Self.account(
                email: email.normalized, tenantId: call.tenantId, ownAddressOnly: allowDuplicateEmails,
                context.store)
        }
        var methods: [String] = []
        var providers: [String] = []
        if let account = found {
            if account.passwordHash != nil { methods.append("password") }
            if account.emailLinkSignIn { methods.append("emailLink") }
            if account.passwordHash != nil || account.emailLinkSignIn { providers.append("password") }
            if !allowDuplicateEmails {
                let federated = account.providers.map(\.providerId).filter { $0 != "password" && $0 != "phone" }
                methods += federated
                providers += federated
            }
        }
        fields["registered"] = .bool(found != nil)
        fields["allProviders"] = .array(providers.map { .string($0) })
        fields["signinMethods"] = .array(methods.map { .string($0) })
        return .object(fields)
    }

    /// The account with this address; when none has it, the first a linked provider gave it to (with
    /// duplicate e-mails allowed only one with an address of its own counts, as in Firebase). The
    /// providers' addresses are searched only when no account owns the address.
    static func account(email: String, tenantId: String?, ownAddressOnly: Bool, _ store: any IdentityStore)
        throws -> AccountRecord?
    {
        if let owner = try store.account(email: email, tenantId: tenantId) { return owner }
        let byProvider = try store.queryAccounts(
            AccountQuery(tenantId: tenantId, filter: .providerEmail(email), limit: 10))
        return ownAddressOnly ? byProvider.first { $0.email != nil } : byProvider.first
    }
}
