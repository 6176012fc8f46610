import AuthModel

extension SignInWithIdpEndpoint {
    /// The verifier of a configured, enabled `saml.*` provider, in production mode (the emulator reads a
    /// SAMLResponse as unsigned JSON, see `EmulatorProviderTokenVerifier`); nil otherwise.
    static func samlVerifier(
        _ context: ServerContext, _ call: APICall, providerId: String, requestURI: String
    ) throws(APIError) -> SAMLSignInVerifier? {
        guard providerId.hasPrefix("saml."), !context.configuration.emulator else { return nil }
        guard
            let provider = try context.withStore({
                try context.providerConfigs.inboundSamlConfig(tenant: call.tenantId, providerId: providerId)
            })
        else { return nil }
        return SAMLSignInVerifier(
            provider: provider, replayGuard: SAMLReplayGuard(store: context.store), clock: context.clock,
            tenantId: call.tenantId, requestURI: requestURI, sessionId: call.body.string("sessionId"))
    }
}
