import AuthCrypto
import AuthModel
import Storage

/// The project's `Config` resource (`v2/projects/{p}/config`) as Identity Platform shapes it: what an
/// admin set (`ProjectConfigRecord.settings`) over defaults from the server's settings, and a request
/// applied to it, with `updateMask` or as a full update.
enum ProjectConfigResource {
    /// The resource's top-level fields Sesame accepts and keeps.
    static let fields: Set<String> = [
        "signIn", "notification", "quota", "monitoring", "multiTenant", "authorizedDomains", "subtype",
        "client", "mfa", "blockingFunctions", "recaptchaConfig", "smsRegionConfig", "autodeleteAnonymousUsers",
        "passwordPolicyConfig", "emailPrivacyConfig", "mobileLinksConfig", "defaultHostingSite",
    ]
    /// Fields the server answers but nobody sets.
    static let readOnly: Set<String> = ["name", "authorizedDomains", "subtype", "defaultHostingSite"]

    /// What the settings say where an admin set nothing. Emulator mode answers what Firebase's emulator
    /// answers (`signIn.allowDuplicateEmails`, `blockingFunctions`, `emailPrivacyConfig`); production
    /// mode the whole sign-in configuration the flags make.
    static func defaults(_ configuration: ServerConfiguration) -> [String: JSON] {
        var fields: [String: JSON] = [
            "signIn": ["allowDuplicateEmails": false],
            "blockingFunctions": configuration.blockingFunctions.resource,
            "emailPrivacyConfig": ["enableImprovedEmailPrivacy": .bool(configuration.enumerationProtection)],
        ]
        if configuration.emulator { return fields }
        fields["signIn"] = [
            "email": ["enabled": true, "passwordRequired": .bool(!configuration.emailLinkSignIn)],
            "anonymous": ["enabled": true], "phoneNumber": ["enabled": true], "allowDuplicateEmails": false,
        ]
        fields["mfa"] = ["state": "ENABLED", "enabledProviders": ["PHONE_SMS"]]
        fields["authorizedDomains"] = .array(configuration.allAuthorizedDomains.map { .string($0) })
        fields["subtype"] = "IDENTITY_PLATFORM"
        return fields
    }

    /// The stored settings over the defaults: a top-level field an admin set replaces its default whole
    /// (`apply` stores a masked change as the whole field, defaults filled in).
    static func effective(_ record: ProjectConfigRecord, _ configuration: ServerConfiguration) -> [String: JSON] {
        var fields = defaults(configuration)
        guard case .object(let set)? = JSONParser<JSON>.parse(record.settings.utf8) else { return fields }
        fields.merge(set) { _, stored in stored }
        return fields
    }

    static func render(_ record: ProjectConfigRecord, _ configuration: ServerConfiguration, projectId: String)
        -> JSON
    {
        var fields = effective(record, configuration)
        fields["name"] = .string("projects/\(projectId)/config")
        // Each mail template says whether its subject or body is customized (output only).
        for template in MailTemplate.fields {
            guard var object = fields["notification"]?["sendEmail"]?[template]?.objectValue else { continue }
            object["customized"] = .bool(MailTemplate(.object(object))?.isCustomized ?? false)
            var resource = JSON.object(fields)
            resource.set(.object(object), at: ["notification", "sendEmail", template])
            fields = resource.objectValue ?? fields
        }
        return .object(fields)
    }

    /// `body` applied to the stored settings: with `updateMask` each named path takes the body's value,
    /// or its default when the body has none (a top-level field is stored whole, its defaults filled
    /// in); without one the body replaces every settable field (a full update: what it leaves out goes
    /// back to its default).
    static func apply(
        _ body: [String: JSON], updateMask: String?, to record: inout ProjectConfigRecord,
        _ configuration: ServerConfiguration
    ) throws(APIError) {
        for name in body.keys where !fields.contains(name) && name != "name" {
            throw .invalidJSON("Invalid JSON payload received. Unknown name \"\(name.prefix(40))\".")
        }
        try checkBlockingFunctions(body["blockingFunctions"])
        try NotificationSettings.check(body["notification"])
        var settings: [String: JSON] = [:]
        if case .object(let set)? = JSONParser<JSON>.parse(record.settings.utf8) { settings = set }
        if let mask = FieldMask(updateMask) {
            let (given, defaults) = (JSON.object(body), defaults(configuration))
            for path in mask.paths {
                // Paths outside the resource change nothing, as in Firebase's emulator.
                guard let top = path.first, fields.contains(top), !readOnly.contains(top) else { continue }
                if settings[top] == nil, let fallback = defaults[top] { settings[top] = fallback }
                guard FieldMask.reaches(path, in: .object(settings)) else { continue }
                var object = JSON.object(settings)
                object.set(given.value(at: path) ?? JSON.object(defaults).value(at: path), at: path)
                settings = object.objectValue ?? [:]
            }
        } else {
            settings = body.filter { fields.contains($0.key) && !readOnly.contains($0.key) }
        }
        record.settings = String(decoding: JSON.object(settings).data, as: UTF8.self)
    }

    /// Identity Platform's four blocking triggers (`BlockingTrigger`), each with an absolute `functionUri`.
    static func checkBlockingFunctions(_ value: JSON?) throws(APIError) {
        guard case .object(let triggers)? = value?["triggers"] else { return }
        for (event, trigger) in triggers {
            guard BlockingTrigger(rawValue: event) != nil else {
                throw .code(.invalidBlockingFunction, "((Event type is invalid.))")
            }
            guard let uri = trigger["functionUri"]?.stringValue, SendOobCodeEndpoint.isAbsoluteURL(uri),
                uri.hasPrefix("https://") || uri.hasPrefix("http://")
            else {
                throw .code(.invalidBlockingFunction, "((Expected an absolute URI with valid scheme and host.))")
            }
        }
    }
}
