import AuthCrypto
import AuthModel

/// `POST v1/projects/{p}/accounts:batchDelete {"localIds":[…],"force":bool}`. Without `force`,
/// enabled accounts are reported in `errors` and kept.
enum BatchDeleteEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let localIds = call.body.strings("localIds")
        // Firebase's one answer for an empty list and one of more than 1000.
        guard (1...1000).contains(localIds.count) else {
            throw APIError(envelope: ErrorEnvelope(message: "LOCAL_ID_LIST_EXCEEDS_LIMIT"))
        }
        let force = call.body.bool("force") ?? false
        var errors: [JSON] = []
        var deleted: [String] = []
        try context.withStore {
            for (index, localId) in localIds.enumerated() {
                let account = try context.store.account(localId: localId)
                // Accounts of other tenants are not this call's to delete (nor to report).
                guard account == nil || account?.tenantId == call.tenantId else { continue }
                if !force, let account, !account.disabled {
                    errors.append([
                        "index": .int(Int64(index)), "localId": .string(localId),
                        "message": "NOT_DISABLED : Disable the account before batch deletion.",
                    ])
                    continue
                }
                if try context.store.deleteAccount(localId: localId) { deleted.append(localId) }
            }
        }
        context.auditLog.record(
            deleted.map { context.auditEvent(.accountBatchDelete, call, target: $0) }
                + [
                    context.auditEvent(
                        .accountBatchDelete, call, target: nil,
                        details: ["count": .int(Int64(deleted.count)), "refused": .int(Int64(errors.count))])
                ])
        return errors.isEmpty ? [:] : ["errors": .array(errors)]
    }
}
