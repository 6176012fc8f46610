extension ServerContext {
    /// Where the `saml.*` providers are configured. Until the provider-config collections exist, none is.
    var samlProviders: any SAMLProviderDirectory { UnconfiguredSAMLProviders() }
}

/// No SAML provider (stand-in until `inboundSamlConfigs` are stored).
struct UnconfiguredSAMLProviders: SAMLProviderDirectory {
    func samlProvider(tenantId: String?, providerId: String) throws -> SAMLProviderConfig? { nil }
}
