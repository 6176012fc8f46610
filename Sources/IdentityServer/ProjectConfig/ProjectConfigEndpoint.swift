import AuthCrypto
import Storage

/// `GET` and `PATCH v2/projects/{p}/config` (admin; `updateMask`), Identity Platform's project
/// configuration, and the emulator's `/emulator/v1/projects/{p}/config`, which changes the same
/// resource (no credentials, emulator mode only). Stored in the database, so every instance sees it.
enum ProjectConfigEndpoint {
    static func get(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let settings = try context.withStore { try context.projectConfig.current() }
        return ProjectConfigResource.render(settings.record, context.configuration, projectId: projectId(context, call))
    }

    static func update(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let mask = call.request.query["updateMask"]
        let now = context.clock.milliseconds
        let settings = try context.withStore {
            try context.projectConfig.update { record in
                try ProjectConfigResource.apply(
                    call.body.fields, updateMask: mask, to: &record,
                    defaults: ProjectConfigResource.defaults(context.configuration))
                record.updatedAt = now
            }
        }
        context.logger.info("project config changed", ["update_mask": .string(mask ?? "")])
        return ProjectConfigResource.render(settings.record, context.configuration, projectId: projectId(context, call))
    }

    /// The emulator's endpoint: `PATCH` sets what the body names (`signIn.allowDuplicateEmails`,
    /// `emailPrivacyConfig.enableImprovedEmailPrivacy`) and leaves the rest; both answer the emulator's
    /// view of the config.
    static func emulator(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        var settings = try context.withStore { try context.projectConfig.current() }
        if call.request.method == .patch {
            let paths = [["signIn", "allowDuplicateEmails"], ["emailPrivacyConfig", "enableImprovedEmailPrivacy"]]
            let given = paths.filter { JSON.object(call.body.fields).value(at: $0) != nil }
            if !given.isEmpty {
                let mask = given.map { $0.joined(separator: ".") }.joined(separator: ",")
                settings = try context.withStore {
                    try context.projectConfig.update { record in
                        try ProjectConfigResource.apply(
                    call.body.fields, updateMask: mask, to: &record,
                    defaults: ProjectConfigResource.defaults(context.configuration))
                    }
                }
            }
        }
        return [
            "signIn": ["allowDuplicateEmails": .bool(settings.allowDuplicateEmails)],
            "emailPrivacyConfig": ["enableImprovedEmailPrivacy": .bool(settings.enumerationProtection)],
        ]
    }

    private static func projectId(_ context: ServerContext, _ call: APICall) -> String {
        call.projectId ?? context.configuration.projectId
    }
}
