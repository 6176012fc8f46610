import AuthCrypto
import AuthModel
import Storage

/// Identity Platform's tenant management (`v2/projects/{p}/tenants[/{t}]`, admin bearer), what
/// firebase-admin's `tenant_mgt` calls: create (the server picks the id), get, patch (`updateMask`),
/// delete (with every account of the tenant) and list (`pageSize` ≤ 1000, default 20; `pageToken`).
/// In emulator mode, as in Firebase's emulator, a tenant asked for by id is made when missing.
enum TenantsEndpoint {
    static func create(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        var tenant = TenantRecord(tenantId: "", createdAt: context.clock.milliseconds)
        try TenantResource.apply(call.body, updateMask: nil, to: &tenant)
        for _ in 0..<5 {
            tenant.tenantId = try TenantResource.newId(displayName: tenant.displayName)
            do {
                try context.store.insertTenant(tenant)
                context.logger.info("tenant created", ["tenant_id": .string(tenant.tenantId)])
                context.audit(
                    .tenantCreate, call, target: tenant.tenantId,
                    details: ["fields": ServerContext.auditedFields(of: call.body)])
                return TenantResource.render(tenant, projectId: call.project(context), emulator: context.configuration.emulator)
            } catch let error as StoreError where error == .duplicateKey {
                continue
            } catch {
                throw APIError.storeFailure(error)
            }
        }
        throw APIError.internalError
    }

    static func get(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        TenantResource.render(
            try named(context, call), projectId: call.project(context), emulator: context.configuration.emulator)
    }

    static func update(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let id = try named(context, call).tenantId
        let mask = call.request.query["updateMask"]
        let updated = try context.withStore {
            try context.store.updateTenant(id: id) { tenant in
                try TenantResource.apply(call.body, updateMask: mask, to: &tenant)
            }
        }
        guard let updated else { throw APIError.code(.tenantNotFound) }
        context.audit(
            .tenantUpdate, call, target: id,
            details: [
                "fields": mask.map { .array($0.split(separator: ",").map { JSON.string(String($0)) }) }
                    ?? ServerContext.auditedFields(of: call.body)
            ])
        return TenantResource.render(
            updated, projectId: call.project(context), emulator: context.configuration.emulator)
    }

    static func delete(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let id = try named(context, call).tenantId
        guard try context.withStore({ try context.store.deleteTenant(id: id) }) else {
            throw APIError.code(.tenantNotFound)
        }
        context.logger.info("tenant deleted", ["tenant_id": .string(id)])
        context.audit(.tenantDelete, call, target: id)
        return [:]
    }

    static func list(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let requested = call.body.int64("pageSize") ?? 20
        let limit = Int(max(1, min(1000, requested)))
        let after = call.body.string("pageToken").flatMap { $0.isEmpty ? nil : $0 }
        let tenants = try context.withStore { try context.store.listTenants(after: after, limit: limit) }
        let (projectId, emulator) = (call.project(context), context.configuration.emulator)
        var fields: [String: JSON] = [
            "tenants": .array(tenants.map { TenantResource.render($0, projectId: projectId, emulator: emulator) })
        ]
        // A full page always names the next one, as Firebase does, even when it turns out empty.
        if tenants.count == limit, let last = tenants.last { fields["nextPageToken"] = .string(last.tenantId) }
        return .object(fields)
    }

    /// The tenant of the path, or `INVALID_TENANT_ID` / `TENANT_NOT_FOUND`.
    private static func named(_ context: ServerContext, _ call: APICall) throws(APIError) -> TenantRecord {
        try TenantScope.find(call.request.pathParameters["tenant"] ?? "", context)
    }
}
