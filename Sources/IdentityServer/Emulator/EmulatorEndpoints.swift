import AuthCrypto
import Storage

/// Emulator-only utilities (served only with `--emulator`, no credentials): wipe accounts, list
/// the out-of-band codes (the config endpoint is `ProjectConfigEndpoint.emulator`). Under `…/tenants/{t}/` the wipe and the
/// listings are the tenant's; the project's listings show its own codes (no tenant's).
enum EmulatorEndpoints {
    static func deleteAccounts(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        if let tenantId = call.tenantId {
            try context.withStore { try context.store.deleteAllAccounts(tenantId: tenantId) }
        } else {
            try context.withStore { try context.store.deleteAllAccounts() }
        }
        return [:]
    }

    static func oobCodes(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        // Codes are stored after their `sendOobCode` answered; list every one asked for so far.
        await context.afterAnswer.drain()
        let codes = try context.withStore { try context.store.oobCodes() }
        let entries: [JSON] = codes.compactMap { record in
            guard let code = record.plaintextCode, record.usedAt == nil, record.tenantId == call.tenantId
            else { return nil }
            var entry: [String: JSON] = [
                "email": .string(record.email), "oobCode": .string(code),
                "oobLink": .string(record.link ?? ""),
                "requestType": .string(OobCodes.requestType(record.kind)),
            ]
            // The address a VERIFY_AND_CHANGE_EMAIL code moves to, as the emulator lists it.
            if record.kind == .changeEmail, let newEmail = record.newEmail { entry["newEmail"] = .string(newEmail) }
            return .object(entry)
        }
        return ["oobCodes": .array(entries)]
    }

    /// The open SMS codes (phone sign-in and SMS second factors), oldest first.
    static func verificationCodes(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let now = context.clock.milliseconds
        let sessions = try context.withStore { try context.store.verificationSessions(kind: nil) }
        let entries: [JSON] = sessions.compactMap { record in
            guard let session = record.plaintextSession, let code = record.plaintextCode,
                record.usedAt == nil, record.tenantId == call.tenantId,
                now < record.expiresAt
            else { return nil }
            return [
                "phoneNumber": .string(record.phoneNumber ?? ""), "sessionInfo": .string(session),
                "code": .string(code),
            ]
        }
        return ["verificationCodes": .array(entries)]
    }

    /// `GET v1/projects` (JS SDK `getProjectConfig`).
    static func projectConfig(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        [
            "projectId": .string(context.configuration.projectId),
            "authorizedDomains": .array(context.configuration.allAuthorizedDomains.map { .string($0) }),
        ]
    }
}
