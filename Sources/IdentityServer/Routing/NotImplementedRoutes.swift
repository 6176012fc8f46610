import HTTPServer

/// Operations of Firebase's API (and its emulator's) that Sesame knows but does not implement: they
/// answer 501 `NOT_IMPLEMENTED` naming the operation, rather than 404, so a client learns that the
/// feature is missing, not that it has the wrong URL. Paths that differ only by a `{name}` segment are
/// listed once.
enum NotImplementedRoutes {
    static let v1 = RouteTable.identityToolkit
    static let v2 = "/identitytoolkit.googleapis.com/v2"
    static let relyingParty = RouteTable.relyingParty
    static let project = RouteTable.project

    /// Phone-number operations Sesame does not serve (iOS's silent-push client check).
    static let phone: [(HTTPMethod, String, String)] = [
        (.post, v1 + "/accounts:verifyIosClient", "verifyIosClient"),
    ]

    /// Identity Platform's v2 end-user operations.
    static let v2EndUser: [(HTTPMethod, String, String)] = [
        (.post, v2 + "/accounts:revokeToken", "accounts.revokeToken"),
        (.get, v2 + "/recaptchaConfig", "recaptchaConfig"),
    ]

    /// Project initialisation and tenants' IAM policies (v2, admin).
    static var v2Admin: [(HTTPMethod, String, String)] {
        let base = v2 + "/projects/{project}"
        return [
            (.post, base + "/identityPlatform:initializeAuth", "identityPlatform.initializeAuth"),
            (.post, base + "/tenants/{tenant}:getIamPolicy", "tenants.getIamPolicy"),
            (.post, base + "/tenants/{tenant}:setIamPolicy", "tenants.setIamPolicy"),
            (.post, base + "/tenants/{tenant}:testIamPermissions", "tenants.testIamPermissions"),
        ]
    }

    /// Other v1 and v3 operations.
    static let v1Other: [(HTTPMethod, String, String)] = [
        (.post, v1 + "/accounts:issueSamlResponse", "issueSamlResponse"),
        (.post, v1 + "/accounts:signInWithGameCenter", "signInWithGameCenter"),
        (.post, relyingParty + "/setProjectConfig", "setProjectConfig"),
    ]

    static var all: [RouteSpec] {
        var routes: [RouteSpec] = []
        func add(_ table: [(HTTPMethod, String, String)], _ access: RouteAccess) {
            for (method, path, name) in table {
                routes.append(
                    RouteSpec(method, path, access, "\(name) (not implemented: 501).") { _, _ in
                        throw APIError.notImplemented("\(name) is not implemented.")
                    }.described(by: .notImplemented))
            }
        }
        add(phone + v2EndUser + v1Other, .apiKeyOrAdmin)
        add(v2Admin, .admin)
        return routes
    }
}
