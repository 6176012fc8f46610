import Storage

/// Identity Platform's identity-provider configurations (`v2/projects/{p}[/tenants/{t}]/…`).
extension EndpointSchemas {
    static let oauthIdpConfig = ObjectSchema(
        "OAuthIdpConfig",
        [
            .string("name"), .string("displayName"), .bool("enabled"), .string("clientId"), .string("clientSecret"),
            .string("issuer"),
            .object("responseType", ObjectSchema("OAuthResponseType", [.bool("code"), .bool("idToken"), .bool("token")])),
        ])

    static let inboundSamlConfig = ObjectSchema(
        "InboundSamlConfig",
        [
            .string("name"), .string("displayName"), .bool("enabled"),
            .object(
                "idpConfig",
                ObjectSchema(
                    "IdpConfig",
                    [
                        .string("idpEntityId"), .string("ssoUrl"), .bool("signRequest"),
                        .objects("idpCertificates", ObjectSchema("IdpCertificate", [.string("x509Certificate")])),
                    ])),
            .object(
                "spConfig",
                ObjectSchema(
                    "SpConfig",
                    [
                        .string("spEntityId"), .string("callbackUri"),
                        .objects(
                            "spCertificates",
                            ObjectSchema("SpCertificate", [.string("x509Certificate"), .string("expiresAt")])),
                    ])),
        ])

    static let defaultSupportedIdpConfig = ObjectSchema(
        "DefaultSupportedIdpConfig",
        [
            .string("name"), .bool("enabled"), .string("clientId"), .string("clientSecret"),
            .anyObject("appleSignInConfig"),
        ])

    static let listDefaultSupportedIdps = OperationSchema(
        request: ObjectSchema("ListDefaultSupportedIdpsRequest", [.int32("pageSize"), .string("pageToken")]),
        response: ObjectSchema(
            "ListDefaultSupportedIdpsResponse",
            [
                .objects(
                    "defaultSupportedIdps", ObjectSchema("DefaultSupportedIdp", [.string("idpId"), .string("description")])),
                .string("nextPageToken"),
            ]))

    /// Create, list, get, update and delete of one collection.
    static func providerConfigOperations(_ collection: ProviderConfigRecord.Collection)
        -> (create: OperationSchema, list: OperationSchema, get: OperationSchema, update: OperationSchema,
            delete: OperationSchema)
    {
        let resource: ObjectSchema =
            switch collection {
            case .oauthIdp: oauthIdpConfig
            case .inboundSaml: inboundSamlConfig
            case .defaultSupportedIdp: defaultSupportedIdpConfig
            }
        let name = resource.name
        return (
            create: OperationSchema(request: resource, response: resource),
            list: OperationSchema(
                request: ObjectSchema("List\(name)sRequest", [.int32("pageSize"), .string("pageToken")]),
                response: ObjectSchema("List\(name)sResponse", [.objects(collection.rawValue, resource), .string("nextPageToken")])),
            get: OperationSchema(request: ObjectSchema("Get\(name)Request", []), response: resource),
            update: OperationSchema(request: resource, response: resource),
            delete: OperationSchema(request: ObjectSchema("Delete\(name)Request", []), response: ObjectSchema("Empty", []))
        )
    }
}
