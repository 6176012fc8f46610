import AuthCrypto
import Storage

/// `GET` and `PATCH v2/projects/{p}/config` (admin; `updateMask`), Identity Platform's project
/// configuration, and the emulator's `/emulator/v1/projects/{p}/config`, which changes the same
/// resource (no credentials, emulator mode only). Stored in the database, so every instance sees it.
enum ProjectConfigEndpoint {
    static func get(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let settings = try context.projectSettings()
        return ProjectConfigResource.render(settings.record, context.configuration, projectId: call.project(context))
    }

    static func update(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let mask = call.request.query["updateMask"]
        let now = context.clock.milliseconds
        let settings = try context.withStore {
            try context.projectConfig.update { record in
                try ProjectConfigResource.apply(call.body.fields, updateMask: mask, to: &record, context.configuration)
                record.updatedAt = now
            }
        }
        context.logger.info("project config changed", ["update_mask": .string(mask ?? "")])
        // The field paths changed, never their values (a config may hold client secrets).
        let paths = mask.map { $0.split(separator: ",").map { JSON.string(String($0)) } }
            ?? call.body.fields.keys.sorted().map(JSON.string)
        context.audit(.projectConfigUpdate, call, target: "project", details: ["fields": .array(paths)])
        return ProjectConfigResource.render(settings.record, context.configuration, projectId: call.project(context))
    }

    /// The emulator's endpoint: `PATCH` sets what the body names (`signIn.allowDuplicateEmails`,
    /// `emailPrivacyConfig.enableImprovedEmailPrivacy`) and leaves the rest; both answer the emulator's
    /// view of the config.
    static func emulator(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = JSON.object(call.body.fields)
        let mask = ["signIn.allowDuplicateEmails", "emailPrivacyConfig.enableImprovedEmailPrivacy"].filter {
            body.value(at: $0.split(separator: ".").map(String.init)) != nil
        }
        let settings: ProjectSettings
        if call.request.method == .patch, !mask.isEmpty {
            let now = context.clock.milliseconds
            settings = try context.withStore {
                try context.projectConfig.update { record in
                    try ProjectConfigResource.apply(
                        call.body.fields, updateMask: mask.joined(separator: ","), to: &record, context.configuration)
                    record.updatedAt = now
                }
            }
            context.audit(.projectConfigUpdate, call, target: "project", details: ["fields": .array(mask.map(JSON.string))])
        } else {
            settings = try context.projectSettings()
        }
        return [
            "signIn": ["allowDuplicateEmails": .bool(settings.allowDuplicateEmails)],
            "emailPrivacyConfig": ["enableImprovedEmailPrivacy": .bool(settings.enumerationProtection)],
        ]
    }
}
