/// Where SAML sign-in finds a `saml.*` provider's configuration, for the project (nil tenant) or a
/// tenant. Only enabled providers are answered. Call inside `ServerContext.withStore`.
protocol SAMLProviderDirectory: Sendable {
    func samlProvider(tenantId: String?, providerId: String) throws -> SAMLProviderConfig?
}
