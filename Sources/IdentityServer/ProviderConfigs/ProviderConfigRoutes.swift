import HTTPServer
import Storage

/// The routes of the three provider-configuration collections, for the project and for each tenant
/// (admin), and the list of built-in providers (`v2/defaultSupportedIdps`).
enum ProviderConfigRoutes {
    static let projectBase = RouteTable.v2 + "/projects/{project}"

    static var all: [RouteSpec] {
        var routes: [RouteSpec] = [
            RouteSpec(
                .get, RouteTable.v2 + "/defaultSupportedIdps", .apiKeyOrAdmin,
                "The built-in identity providers a defaultSupportedIdpConfig may name.", DefaultSupportedIdps.list
            ).described(by: EndpointSchemas.listDefaultSupportedIdps)
        ]
        for owner in [projectBase, projectBase + "/tenants/{tenant}"] {
            let scope = owner == projectBase ? "" : " of a tenant"
            for collection in ProviderConfigRecord.Collection.allCases {
                let endpoint = ProviderConfigEndpoint(collection: collection)
                let path = "\(owner)/\(collection.rawValue)"
                let schemas = EndpointSchemas.providerConfigOperations(collection)
                let what = "an identity-provider configuration (\(collection.rawValue))\(scope)"
                routes += [
                    RouteSpec(.post, path, .admin, "Create \(what) (admin).", endpoint.create)
                        .described(by: schemas.create),
                    RouteSpec(.get, path, .admin, "List \(what) page by page (admin).", endpoint.list)
                        .described(by: schemas.list),
                    RouteSpec(.get, path + "/{config}", .admin, "Get \(what) (admin).", endpoint.get)
                        .described(by: schemas.get),
                    RouteSpec(.patch, path + "/{config}", .admin, "Change \(what) (admin; updateMask).", endpoint.update)
                        .described(by: schemas.update),
                    RouteSpec(.delete, path + "/{config}", .admin, "Delete \(what) (admin).", endpoint.delete)
                        .described(by: schemas.delete),
                ]
            }
        }
        return routes
    }
}
