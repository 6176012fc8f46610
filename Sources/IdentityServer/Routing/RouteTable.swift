import AuthCrypto
import AuthModel
import HTTPServer

/// Every route the server answers, in matching order. The OpenAPI document is generated from it.
enum RouteTable {
    static let identityToolkit = "/identitytoolkit.googleapis.com/v1"
    static let relyingParty = "/www.googleapis.com/identitytoolkit/v3/relyingparty"
    static let projectAccounts = identityToolkit + "/projects/{project}/accounts"

    /// The end-user operations, by v1 endpoint, with their handlers and descriptions.
    static let endUser: [(Endpoint, String, RouteSpec.APIHandler)] = [
        (.signUp, "Create an account (anonymous, e-mail/password, or link e-mail/password).", SignUpEndpoint.handle),
        (.signInWithPassword, "Sign in with e-mail and password.", SignInWithPasswordEndpoint.handle),
        (.lookup, "Get the signed-in user's account (privileged: any accounts).", LookupEndpoint.handle),
    ]

    static func routes(metrics: HTTPMetrics, pool: PasswordHashingPool) -> [RouteSpec] {
        var routes: [RouteSpec] = []
        for (endpoint, summary, handler) in endUser {
            routes.append(RouteSpec(.post, endpoint.path(.v1), .apiKeyOrAdmin, summary, handler))
            if endpoint.legacyRPC != nil {
                routes.append(RouteSpec(.post, endpoint.path(.v3), .apiKeyOrAdmin, summary + " (legacy v3)", handler))
            }
        }
        routes.append(
            RouteSpec(.post, Endpoint.token.path(.v1), .apiKey, "Exchange a refresh token.", TokenEndpoint.handle))
        routes += [
            RouteSpec(.get, "/", "Readiness document (emulator style).", plain: OperationsEndpoints.root),
            RouteSpec(.get, "/healthz", "Liveness check.", plain: OperationsEndpoints.health),
            RouteSpec(.get, "/metrics", "Prometheus metrics.") { context, request in
                OperationsEndpoints.metrics(context, request, metrics: metrics, pool: pool)
            },
            RouteSpec(.get, "/.well-known/jwks.json", "ID-token signing keys (JWKS).", plain: PublicKeysEndpoint.jwks),
            RouteSpec(
                .get, "/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com",
                "ID-token signing keys (JWKS, Google's path).", plain: PublicKeysEndpoint.jwks),
            RouteSpec(
                .get, "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com",
                "ID-token signing certificates by key id (firebase-admin).", plain: PublicKeysEndpoint.x509),
            RouteSpec(
                .get, relyingParty + "/publicKeys", "Session-cookie signing certificates by key id.",
                plain: PublicKeysEndpoint.x509),
        ]
        return routes
    }
}
