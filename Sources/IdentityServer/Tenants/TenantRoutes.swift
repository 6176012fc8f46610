import HTTPServer

/// The routes tenants add: tenant management (v2) and the project's admin account routes again under
/// `v1/projects/{p}/tenants/{t}/…` (firebase-admin's `auth_for_tenant`), acting in that tenant.
enum TenantRoutes {
    static let projectBase = RouteTable.identityToolkit + "/projects/{project}"
    static let tenantBase = projectBase + "/tenants/{tenant}"
    static let managementBase = RouteTable.v2 + "/projects/{project}/tenants"

    static let management: [RouteSpec] = [
        RouteSpec(.post, managementBase, .admin, "Create a tenant (admin).", TenantsEndpoint.create)
            .described(by: EndpointSchemas.createTenant),
        RouteSpec(.get, managementBase, .admin, "List tenants page by page (admin).", TenantsEndpoint.list)
            .described(by: EndpointSchemas.listTenants),
        RouteSpec(.get, managementBase + "/{tenant}", .admin, "Get a tenant (admin).", TenantsEndpoint.get)
            .described(by: EndpointSchemas.getTenant),
        RouteSpec(
            .patch, managementBase + "/{tenant}", .admin, "Change a tenant (admin; updateMask).",
            TenantsEndpoint.update
        ).described(by: EndpointSchemas.updateTenant),
        RouteSpec(
            .delete, managementBase + "/{tenant}", .admin, "Delete a tenant with its accounts (admin).",
            TenantsEndpoint.delete
        ).described(by: EndpointSchemas.deleteTenant),
    ]

    /// The emulator's wipe and listings, again for one tenant (emulator mode only).
    static let emulator: [RouteSpec] = [
        RouteSpec(
            .delete, RouteTable.emulator + "/tenants/{tenant}/accounts", .emulator,
            "Delete every account of a tenant (emulator).", EmulatorEndpoints.deleteAccounts),
        RouteSpec(
            .get, RouteTable.emulator + "/tenants/{tenant}/oobCodes", .emulator,
            "List a tenant's unused action codes (emulator).", EmulatorEndpoints.oobCodes),
        RouteSpec(
            .get, RouteTable.emulator + "/tenants/{tenant}/verificationCodes", .emulator,
            "List a tenant's unused SMS codes (emulator).", EmulatorEndpoints.verificationCodes
        ).described(by: EndpointSchemas.verificationCodes),
    ]

    /// Each admin route of the project's accounts (`…/projects/{p}/accounts…`, `…:createSessionCookie`)
    /// again for one tenant.
    static func tenantScoped(_ routes: [RouteSpec]) -> [RouteSpec] {
        routes.compactMap { route in
            guard route.access == .admin,
                route.path.hasPrefix(projectBase + "/accounts")
                    || route.path == projectBase + ":createSessionCookie"
            else { return nil }
            return route.moved(to: tenantBase + route.path.dropFirst(projectBase.count), summary: " (tenant)")
        }
    }
}
