/// Who may call a route.
enum RouteAccess: Sendable {
    /// End-user endpoints: an API key, or an admin bearer (privileged).
    case apiKeyOrAdmin
    /// The secure-token endpoint: an API key.
    case apiKey
    /// Project-scoped admin endpoints: an admin bearer.
    case admin
    /// No credentials (health, keys, discovery).
    case open
    /// No credentials, and only in emulator mode.
    case emulator
    /// Operations data (metrics, the API description): anyone in emulator mode, as Firebase's emulator;
    /// the admin bearer in production.
    case operations
}
