/// Identity Platform's tenant resource (`v2/projects/{p}/tenants[/{t}]`) and its list.
extension EndpointSchemas {
    static let tenantMfaConfig = ObjectSchema(
        "MultiFactorAuthConfig",
        [
            .enumeration("state", ["STATE_UNSPECIFIED", "DISABLED", "ENABLED", "MANDATORY"]),
            .init(
                name: "enabledProviders", type: .array(.enumeration(["PROVIDER_UNSPECIFIED", "PHONE_SMS"])),
                isRequired: false),
            .init(name: "providerConfigs", type: .array(.anyObject), isRequired: false),
        ])

    /// The four switches Sesame enforces, then the fields it keeps as given (`TenantRecord.settings`).
    static let tenant = ObjectSchema(
        "Tenant",
        [
            .string("name"), .string("displayName"), .bool("allowPasswordSignup"),
            .bool("enableEmailLinkSignin"), .bool("disableAuth"), .bool("enableAnonymousUser"),
            .object("mfaConfig", tenantMfaConfig), .anyObject("testPhoneNumbers"),
        ] + TenantResource.keptObjectFields.map { .anyObject($0) }
            + TenantResource.keptBoolFields.map { .bool($0) })

    static let createTenant = OperationSchema(request: tenant, response: tenant)
    static let getTenant = OperationSchema(request: ObjectSchema("GetTenantRequest", []), response: tenant)
    static let updateTenant = OperationSchema(request: tenant, response: tenant)
    static let deleteTenant = OperationSchema(
        request: ObjectSchema("DeleteTenantRequest", []), response: ObjectSchema("Empty", []))
    static let listTenants = OperationSchema(
        request: ObjectSchema("ListTenantsRequest", [.int32("pageSize"), .string("pageToken")]),
        response: ObjectSchema(
            "ListTenantsResponse", [.objects("tenants", tenant), .string("nextPageToken")]))
}

/// Identity Platform's project configuration (`v2/projects/{p}/config`).
extension EndpointSchemas {
    static let projectConfig = ObjectSchema(
        "Config",
        [.string("name"), .bool("autodeleteAnonymousUsers"), .strings("authorizedDomains"), .string("subtype")]
            + ProjectConfigResource.fields.subtracting(
                ["autodeleteAnonymousUsers", "authorizedDomains", "subtype", "defaultHostingSite"]
            ).sorted().map { .anyObject($0) } + [.string("defaultHostingSite")])
    static let getProjectConfig = OperationSchema(
        request: ObjectSchema("GetConfigRequest", []), response: projectConfig)
    static let updateProjectConfig = OperationSchema(request: projectConfig, response: projectConfig)
}
