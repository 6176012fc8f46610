import AuthCrypto
import AuthModel
import Storage

/// An identity-provider configuration as Identity Platform's resource (`OAuthIdpConfig`,
/// `InboundSamlConfig`, `DefaultSupportedIdpConfig`): its name, the fields each collection takes, the
/// provider ids it holds, and a request body applied to it (create, or `PATCH` with `updateMask`).
enum ProviderConfigResource {
    /// The resource's top-level fields an admin sets, per collection (`name` is answered, never set).
    static func fields(_ collection: ProviderConfigRecord.Collection) -> Set<String> {
        switch collection {
        case .oauthIdp: ["displayName", "enabled", "clientId", "clientSecret", "issuer", "responseType"]
        case .inboundSaml: ["displayName", "enabled", "idpConfig", "spConfig"]
        case .defaultSupportedIdp: ["enabled", "clientId", "clientSecret", "appleSignInConfig"]
        }
    }

    /// The query parameter naming a new configuration's provider id on create.
    static func idParameter(_ collection: ProviderConfigRecord.Collection) -> String {
        switch collection {
        case .oauthIdp: "oauthIdpConfigId"
        case .inboundSaml: "inboundSamlConfigId"
        case .defaultSupportedIdp: "idpId"
        }
    }

    /// `oidc.` or `saml.` and a name of letters, digits, `-`, `_` and `.` (Identity Platform's rule);
    /// a default provider must be one Sesame knows (`DefaultSupportedIdps`).
    static func checkProviderId(_ id: String, _ collection: ProviderConfigRecord.Collection) throws(APIError) {
        let prefix: String
        switch collection {
        case .oauthIdp: prefix = "oidc."
        case .inboundSaml: prefix = "saml."
        case .defaultSupportedIdp:
            guard DefaultSupportedIdps.all.contains(where: { $0.id == id }) else { throw .code(.invalidProviderID) }
            return
        }
        let rest = id.utf8.dropFirst(prefix.utf8.count)
        guard id.hasPrefix(prefix), (1...60).contains(rest.count),
            rest.allSatisfy({ byte in
                (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39)
                    || byte == 0x2D || byte == 0x5F || byte == 0x2E
            })
        else {
            throw .code(.invalidProviderID, "Provider ids must start with \"\(prefix)\" followed by letters and digits.")
        }
    }

    static func name(_ record: ProviderConfigRecord, projectId: String) -> String {
        let owner = record.tenantId.map { TenantResource.name($0, projectId: projectId) } ?? "projects/\(projectId)"
        return "\(owner)/\(record.collection.rawValue)/\(record.providerId)"
    }

    static func settings(_ record: ProviderConfigRecord) -> [String: JSON] {
        JSONParser<JSON>.parse(record.settings.utf8)?.objectValue ?? [:]
    }

    static func render(_ record: ProviderConfigRecord, projectId: String) -> JSON {
        var fields = settings(record)
        fields["name"] = .string(name(record, projectId: projectId))
        return .object(fields)
    }

    /// Applies `body` to `record`: every field given (create, or `PATCH` without a mask), or with
    /// `updateMask` only the named paths, a named path absent from the body being removed. Unknown
    /// fields are `INVALID_ARGUMENT`; the result must be a usable configuration (`check`).
    static func apply(_ body: [String: JSON], updateMask: String?, to record: inout ProviderConfigRecord)
        throws(APIError)
    {
        let known = fields(record.collection)
        for name in body.keys where name != "name" && !known.contains(name) {
            throw .invalidJSON("Invalid JSON payload received. Unknown name \"\(name.prefix(40))\".")
        }
        var settings = JSON.object(settings(record))
        if let mask = FieldMask(updateMask) {
            for path in mask.paths {
                guard let top = path.first, known.contains(top) else {
                    throw .invalidArgument("updateMask names an unknown field: \(path.joined(separator: ".").prefix(60))")
                }
                settings.set(JSON.object(body).value(at: path).flatMap { $0 == .null ? nil : $0 }, at: path)
            }
        } else {
            for (name, value) in body where known.contains(name) { settings.set(value == .null ? nil : value, at: [name]) }
        }
        var object = settings.objectValue ?? [:]
        if record.collection == .oauthIdp, object["responseType"] == nil { object["responseType"] = ["idToken": true] }
        try check(object, record.collection)
        record.settings = String(decoding: JSON.object(object).data, as: UTF8.self)
    }

    /// What each collection needs to be used: OIDC a client id and an absolute `issuer`, one response
    /// type (code needs a client secret); SAML the IdP's entity id, SSO URL and at least one
    /// certificate, and the SP's entity id and callback URL.
    static func check(_ fields: [String: JSON], _ collection: ProviderConfigRecord.Collection) throws(APIError) {
        if let enabled = fields["enabled"], enabled.boolValue == nil {
            throw .invalidArgument("enabled must be a boolean.")
        }
        switch collection {
        case .oauthIdp:
            guard let clientId = fields["clientId"]?.stringValue, !clientId.isEmpty else {
                throw .code(.missingOAuthClientID)
            }
            guard let issuer = fields["issuer"]?.stringValue, isHTTPURL(issuer) else {
                throw .code(.invalidConfig, "issuer must be an absolute http(s) URL.")
            }
            let code = fields["responseType"]?["code"]?.boolValue ?? false
            let idToken = fields["responseType"]?["idToken"]?.boolValue ?? false
            guard code != idToken else {
                throw .code(.invalidConfig, "Exactly one of responseType.code and responseType.idToken must be true.")
            }
            if code, (fields["clientSecret"]?.stringValue ?? "").isEmpty {
                throw .code(.invalidConfig, "The code flow needs a clientSecret.")
            }
        case .inboundSaml:
            let idp = fields["idpConfig"], sp = fields["spConfig"]
            guard let entity = idp?["idpEntityId"]?.stringValue, !entity.isEmpty else {
                throw .code(.invalidConfig, "idpConfig.idpEntityId is required.")
            }
            guard let sso = idp?["ssoUrl"]?.stringValue, isHTTPURL(sso) else {
                throw .code(.invalidConfig, "idpConfig.ssoUrl must be an absolute http(s) URL.")
            }
            let certificates = idp?["idpCertificates"]?.arrayValue ?? []
            guard !certificates.isEmpty,
                certificates.allSatisfy({ !($0["x509Certificate"]?.stringValue ?? "").isEmpty })
            else {
                throw .code(.invalidConfig, "idpConfig.idpCertificates needs at least one x509Certificate.")
            }
            guard idp?["signRequest"]?.boolValue != true else {
                throw .code(.invalidConfig, "idpConfig.signRequest is not supported: Sesame sends AuthnRequests unsigned.")
            }
            guard let spEntity = sp?["spEntityId"]?.stringValue, !spEntity.isEmpty else {
                throw .code(.invalidConfig, "spConfig.spEntityId is required.")
            }
            guard let callback = sp?["callbackUri"]?.stringValue, isHTTPURL(callback) else {
                throw .code(.invalidConfig, "spConfig.callbackUri must be an absolute http(s) URL.")
            }
        case .defaultSupportedIdp:
            break
        }
    }

    static func isHTTPURL(_ text: String) -> Bool {
        SendOobCodeEndpoint.isAbsoluteURL(text) && (text.hasPrefix("https://") || text.hasPrefix("http://"))
    }
}
