import AuthModel
import HTTPServer
import Storage

/// Which tenant a request acts in: the `tenants/{tenant}` segment of an admin path
/// (`v1/projects/{p}/tenants/{t}/accounts…`, what firebase-admin's `auth_for_tenant` calls) or the body's
/// `tenantId` (what the client SDKs send when `auth.tenantId` is set); nil for the project's own
/// accounts. Both present and different is `TENANT_ID_MISMATCH`; an id that cannot be a tenant's is
/// `INVALID_TENANT_ID`; an unknown tenant `TENANT_NOT_FOUND`; a tenant with `disableAuth` refuses every
/// operation with `PROJECT_DISABLED`, as Firebase does. The tenant-management routes themselves (v2)
/// look their tenant up on their own.
enum TenantScope {
    static func tenant(of request: HTTPRequest, body: RequestBody, route: RouteSpec, _ context: ServerContext)
        throws(APIError) -> TenantRecord?
    {
        if route.path.hasPrefix(RouteTable.v2 + "/projects/") { return nil }
        let fromPath = request.pathParameters["tenant"]
        let fromBody = body.string("tenantId")
        if let fromPath, let fromBody, fromPath != fromBody { throw .code(.tenantIDMismatch) }
        guard let id = fromPath ?? fromBody else { return nil }
        let tenant = try find(id, context)
        if tenant.disableAuth { throw .code(.projectDisabled) }
        return tenant
    }

    /// The tenant `id`, or `INVALID_TENANT_ID` / `TENANT_NOT_FOUND`. In emulator mode a missing tenant
    /// is made with every sign-in method enabled, as Firebase's emulator does.
    static func find(_ id: String, _ context: ServerContext) throws(APIError) -> TenantRecord {
        guard isWellFormed(id) else { throw .code(.invalidTenantID) }
        if let tenant = try context.withStore({ try context.store.tenant(id: id) }) { return tenant }
        guard context.configuration.emulator else { throw .code(.tenantNotFound) }
        let made = TenantResource.emulatorDefault(id, createdAt: context.clock.milliseconds)
        return try context.withStore {
            do {
                try context.store.insertTenant(made)
                return made
            } catch let error as StoreError where error == .duplicateKey {
                // Made by a concurrent request meanwhile.
                guard let tenant = try context.store.tenant(id: id) else { throw error }
                return tenant
            }
        }
    }

    /// What a tenant id may look like: 1–128 ASCII letters, digits and hyphens.
    static func isWellFormed(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 128
            && id.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                    || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
            }
    }

    /// An account a privileged caller names by `localId`, if it is in the call's tenant (accounts of
    /// other tenants are not found).
    static func account(_ localId: String, in call: APICall, _ context: ServerContext) throws(APIError)
        -> AccountRecord?
    {
        let found = try context.withStore { try context.store.account(localId: localId) }
        guard let found, found.tenantId == call.tenantId else { return nil }
        return found
    }
}
