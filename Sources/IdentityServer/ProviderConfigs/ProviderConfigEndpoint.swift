import AuthCrypto
import Storage

/// Create, get, list, `PATCH` (`updateMask`) and delete of one provider-configuration collection,
/// for the project (`v2/projects/{p}/…`) or a tenant (`v2/projects/{p}/tenants/{t}/…`); admin only.
/// Stored in the database, so every instance sees a change at once.
struct ProviderConfigEndpoint: Sendable {
    let collection: ProviderConfigRecord.Collection

    func create(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let tenantId = try Self.tenantId(context, call)
        let id = call.request.query[ProviderConfigResource.idParameter(collection)] ?? ""
        guard !id.isEmpty else { throw APIError.code(.missingProviderID) }
        try ProviderConfigResource.checkProviderId(id, collection)
        let now = context.clock.milliseconds
        var record = ProviderConfigRecord(collection: collection, tenantId: tenantId, providerId: id, createdAt: now)
        try ProviderConfigResource.apply(call.body.fields, updateMask: nil, to: &record)
        try Self.insert(record, context)
        context.logger.info("provider config created", Self.logFields(record))
        context.audit(.providerConfigCreate, call, target: id, details: ["collection": .string(collection.rawValue)])
        return ProviderConfigResource.render(record, projectId: call.project(context))
    }

    func get(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let (tenantId, id) = (try Self.tenantId(context, call), try providerId(call))
        return ProviderConfigResource.render(try find(context, tenantId, id).record, projectId: call.project(context))
    }

    func update(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let (tenantId, id) = (try Self.tenantId(context, call), try providerId(call))
        let mask = call.request.query["updateMask"]
        let now = context.clock.milliseconds
        let change = { (record: inout ProviderConfigRecord) throws in
            try ProviderConfigResource.apply(call.body.fields, updateMask: mask, to: &record)
            record.updatedAt = now
        }
        let existing = try find(context, tenantId, id)
        var updated: ProviderConfigRecord
        if existing.isStored {
            let changed = try context.withStore {
                try context.store.updateProviderConfig(collection, tenantId: tenantId, providerId: id, change)
            }
            guard let changed else { throw APIError.code(.configurationNotFound) }
            updated = changed
        } else {
            // A flags-made entry (google.com, apple.com) is stored from its first change on.
            updated = existing.record
            updated.createdAt = now
            try change(&updated)
            try Self.insert(updated, context)
        }
        context.logger.info("provider config changed", Self.logFields(updated))
        context.audit(
            .providerConfigUpdate, call, target: id,
            details: ["collection": .string(collection.rawValue), "fields": ServerContext.auditedFields(of: call.body)])
        return ProviderConfigResource.render(updated, projectId: call.project(context))
    }

    func delete(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let (tenantId, id) = (try Self.tenantId(context, call), try providerId(call))
        guard
            try context.withStore({
                try context.store.deleteProviderConfig(collection, tenantId: tenantId, providerId: id)
            })
        else { throw APIError.code(.configurationNotFound) }
        context.logger.info("provider config deleted", ["provider_id": .string(id)])
        context.audit(.providerConfigDelete, call, target: id, details: ["collection": .string(collection.rawValue)])
        return [:]
    }

    func list(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let tenantId = try Self.tenantId(context, call)
        let limit = Int(max(1, min(100, call.body.int64("pageSize") ?? 100)))
        let after = call.body.string("pageToken").flatMap { $0.isEmpty ? nil : $0 }
        var records = try context.withStore {
            try context.store.listProviderConfigs(collection, tenantId: tenantId, after: after, limit: limit)
        }
        if collection == .defaultSupportedIdp {
            // The flags' entries an admin did not replace, in their place in id order.
            for flagged in DefaultSupportedIdps.fromFlags(context.configuration, tenantId: tenantId)
            where after.map({ flagged.providerId > $0 }) ?? true {
                let stored = try context.withStore {
                    try context.store.providerConfig(collection, tenantId: tenantId, providerId: flagged.providerId)
                }
                if stored == nil { records.append(flagged) }
            }
            records = Array(records.sorted { $0.providerId < $1.providerId }.prefix(limit))
        }
        let projectId = call.project(context)
        var fields: [String: JSON] = [
            collection.rawValue: .array(records.map { ProviderConfigResource.render($0, projectId: projectId) })
        ]
        if records.count == limit, let last = records.last { fields["nextPageToken"] = .string(last.providerId) }
        return .object(fields)
    }

    /// The configuration of the path, stored or (built-in providers) made from the flags, or
    /// `CONFIGURATION_NOT_FOUND`.
    private func find(_ context: ServerContext, _ tenantId: String?, _ id: String) throws(APIError)
        -> (record: ProviderConfigRecord, isStored: Bool)
    {
        let found = try context.withStore { () throws -> (record: ProviderConfigRecord, isStored: Bool)? in
            if collection == .defaultSupportedIdp {
                return try context.providerConfigs.defaultSupportedIdpRecord(tenant: tenantId, providerId: id)
            }
            return try context.store.providerConfig(collection, tenantId: tenantId, providerId: id).map { ($0, true) }
        }
        guard let found else { throw .code(.configurationNotFound) }
        return found
    }

    private func providerId(_ call: APICall) throws(APIError) -> String {
        let id = call.request.pathParameters["config"] ?? ""
        try ProviderConfigResource.checkProviderId(id, collection)
        return id
    }

    /// The tenant of the path (which must exist), or nil for the project's own configurations.
    private static func tenantId(_ context: ServerContext, _ call: APICall) throws(APIError) -> String? {
        guard let id = call.request.pathParameters["tenant"] else { return nil }
        return try TenantScope.find(id, context).tenantId
    }

    /// Stores a new configuration; `CONFIGURATION_EXISTS` when its id is taken.
    private static func insert(_ record: ProviderConfigRecord, _ context: ServerContext) throws(APIError) {
        try context.withStore {
            do {
                try context.store.insertProviderConfig(record)
            } catch let error as StoreError where error == .duplicateKey {
                throw APIError.code(.configurationExists)
            }
        }
    }

    private static func logFields(_ record: ProviderConfigRecord) -> [String: JSON] {
        ["provider_id": .string(record.providerId), "tenant_id": .string(record.tenantId ?? "")]
    }
}
