import AuthCrypto
import AuthModel

extension CreateAuthUriEndpoint {
    /// `createAuthUri` with a `providerId`: a SAML provider's sign-in URL in production mode. The emulator
    /// (as Firebase's) and known providers without a sign-in URL (Game Center, Play Games, LinkedIn, …)
    /// answer 501; an id of no provider's form is `INVALID_PROVIDER_ID`.
    static func providerAuthUri(_ context: ServerContext, _ call: APICall, providerId: String)
        throws(APIError)
        -> JSON
    {
        if providerId.hasPrefix("saml."), !context.configuration.emulator {
            return try samlAuthUri(context, call, providerId: providerId)
        }
        let known =
            providerId.hasPrefix("saml.") || providerId.hasPrefix("oidc.")
            || DefaultSupportedIdps.all.contains { $0.id == providerId }
        guard known || context.configuration.emulator else { throw APIError.code(.invalidProviderID) }
        throw APIError.notImplemented("providerId is not implemented.")
    }

    /// `createAuthUri` with a `saml.*` `providerId` (production mode): `authUri` is the IdP's SSO URL with
    /// an AuthnRequest (HTTP-Redirect binding, `continueUri` as RelayState) whose ID derives from the
    /// fresh `sessionId` answered beside it; `signInWithIdp` expects that ID as `InResponseTo` when the
    /// client brings the `sessionId` back.
    static func samlAuthUri(_ context: ServerContext, _ call: APICall, providerId: String) throws(APIError)
        -> JSON
    {
        guard let continueURI = call.body.string("continueUri") else {
            throw APIError.code(.missingContinueURI)
        }
        guard SendOobCodeEndpoint.isAbsoluteURL(continueURI) else { throw APIError.code(.invalidContinueURI) }
        guard
            let provider = try context.withStore({
                try context.providerConfigs.inboundSamlConfig(tenant: call.tenantId, providerId: providerId)
            })
        else {
            throw APIError.code(.operationNotAllowed, "The identity provider configuration is not found.")
        }
        let url: String?
        let sessionId: String
        do {
            sessionId = try SecureRandom.token(bits: 128)
            url = try SAMLAuthnRequest(
                provider: provider, sessionId: sessionId, issueInstant: context.clock.date
            )
            .redirectURL(relayState: continueURI)
        } catch {
            throw .internalError
        }
        guard let url else { throw .internalError }
        return [
            "kind": .string(kind), "authUri": .string(url), "providerId": .string(providerId),
            "sessionId": .string(sessionId),
        ]
    }
}
