import AuthCrypto
import Storage

/// Emulator-only utilities (served only with `--emulator`, no credentials): wipe accounts, list
/// the out-of-band codes, read or change the project config.
enum EmulatorEndpoints {
    static func deleteAccounts(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try context.withStore { try context.store.deleteAllAccounts() }
        return [:]
    }

    static func oobCodes(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        // Codes are stored after their `sendOobCode` answered; list every one asked for so far.
        await context.afterAnswer.drain()
        let codes = try context.withStore { try context.store.oobCodes() }
        let entries: [JSON] = codes.compactMap { record in
            guard let code = record.plaintextCode, record.usedAt == nil else { return nil }
            return [
                "email": .string(record.email), "oobCode": .string(code),
                "oobLink": .string(record.link ?? ""),
                "requestType": .string(OobCodes.requestType(record.kind)),
            ]
        }
        return ["oobCodes": .array(entries)]
    }

    static func config(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        if call.request.method == .patch,
            let enabled = call.body["emailPrivacyConfig"]?["enableImprovedEmailPrivacy"]?.boolValue
        {
            context.enumerationProtectionSetting.store(enabled, ordering: .relaxed)
        }
        return [
            "signIn": ["allowDuplicateEmails": false],
            "emailPrivacyConfig": ["enableImprovedEmailPrivacy": .bool(context.enumerationProtection)],
        ]
    }

    /// `GET v1/projects` (JS SDK `getProjectConfig`).
    static func projectConfig(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        [
            "projectId": .string(context.configuration.projectId),
            "authorizedDomains": .array(context.configuration.allAuthorizedDomains.map { .string($0) }),
        ]
    }
}
