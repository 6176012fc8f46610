import Storage

/// The identity-provider configurations in force for the project or one of its tenants, read from the
/// store on each call (so every instance sees a change at once). Only enabled configurations are
/// answered. Call inside `ServerContext.withStore`: store failures are thrown as they come.
struct ProviderConfigs: Sendable {
    let store: any IdentityStore
    let configuration: ServerConfiguration

    /// The enabled OpenID Connect provider `providerId` (`oidc.*`) of the tenant (nil: the project).
    func oauthIdpConfig(tenant: String?, providerId: String) throws -> OAuthIdpConfig? {
        try store.providerConfig(.oauthIdp, tenantId: tenant, providerId: providerId)
            .flatMap(OAuthIdpConfig.init).flatMap { $0.enabled ? $0 : nil }
    }

    /// The enabled SAML provider `providerId` (`saml.*`) of the tenant (nil: the project).
    func inboundSamlConfig(tenant: String?, providerId: String) throws -> InboundSamlConfig? {
        try store.providerConfig(.inboundSaml, tenantId: tenant, providerId: providerId)
            .flatMap(InboundSamlConfig.init).flatMap { $0.enabled ? $0 : nil }
    }

    /// The enabled built-in provider `providerId` of the tenant (nil: the project): the stored entry,
    /// else for `google.com` and `apple.com` the one the flags make.
    func defaultSupportedIdpConfig(tenant: String?, providerId: String) throws -> DefaultSupportedIdpConfig? {
        try defaultSupportedIdpRecord(tenant: tenant, providerId: providerId)
            .flatMap { DefaultSupportedIdpConfig($0.record, isStored: $0.isStored) }.flatMap { $0.enabled ? $0 : nil }
    }

    /// The stored entry, else the flags' one (`isStored` false); nil when neither.
    func defaultSupportedIdpRecord(tenant: String?, providerId: String) throws
        -> (record: ProviderConfigRecord, isStored: Bool)?
    {
        if let stored = try store.providerConfig(.defaultSupportedIdp, tenantId: tenant, providerId: providerId) {
            return (stored, true)
        }
        return DefaultSupportedIdps.fromFlags(configuration, tenantId: tenant).first { $0.providerId == providerId }
            .map { ($0, false) }
    }

    /// The provider ids a client of the tenant may sign in with, in id order: enabled built-in, OIDC and
    /// SAML providers (at most `limit` of each collection).
    func enabledProviderIds(tenant: String?, limit: Int = 100) throws -> [String] {
        var ids: [String] = []
        for collection in ProviderConfigRecord.Collection.allCases {
            let records = try store.listProviderConfigs(collection, tenantId: tenant, after: nil, limit: limit)
            ids += records.filter { ProviderConfigResource.settings($0)["enabled"]?.boolValue == true }.map(\.providerId)
        }
        for flagged in DefaultSupportedIdps.fromFlags(configuration, tenantId: tenant)
        where !ids.contains(flagged.providerId) {
            let stored = try store.providerConfig(.defaultSupportedIdp, tenantId: tenant, providerId: flagged.providerId)
            if stored == nil { ids.append(flagged.providerId) }
        }
        return ids.sorted()
    }
}
