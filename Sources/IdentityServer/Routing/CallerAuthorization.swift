import Foundation
import AuthCrypto
import HTTPServer

/// Applies the protocol's authentication rules to a request.
///
/// `Authorization: Bearer …` makes a request privileged when it is `owner` (emulator mode, any case)
/// or the configured admin key (constant-time comparison); any other bearer is 401. Non-bearer
/// `Authorization` headers are ignored. Otherwise an API key (`?key=` or `x-goog-api-key`) is
/// required (an empty one counts as missing): any non-empty key in emulator mode, else one of the configured keys.
struct CallerAuthorization: Sendable {
    let configuration: ServerConfiguration

    /// Returns whether the caller is privileged, or throws the 400/401/403 answer.
    func authorize(_ request: HTTPRequest, access: RouteAccess) throws(APIError) -> Bool {
        switch access {
        case .open, .emulator, .operations:
            return false
        case .apiKey:
            try checkAPIKey(request)
            return false
        case .apiKeyOrAdmin, .admin:
            if let bearer = Self.bearerToken(request) {
                guard isAdmin(bearer) else { throw .unauthenticated }
                return true
            }
            try checkAPIKey(request)
            if access == .admin {
                throw request.pathParameters["project"] == nil
                    ? .code(.insufficientPermission) : .insufficientPermissionForProject
            }
            return false
        }
    }

    /// The admin bearer, or 401 (operations data in production).
    func requireAdminBearer(_ request: HTTPRequest) throws(APIError) {
        guard let bearer = Self.bearerToken(request), isAdmin(bearer) else { throw .unauthenticated }
    }

    /// The `Authorization: Bearer` credential, if any.
    static func bearerToken(_ request: HTTPRequest) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    private func isAdmin(_ bearer: String) -> Bool {
        if configuration.emulator && (bearer.lowercased() == "owner" || bearer.hasPrefix("ya29.")) {
            return true
        }
        guard let adminKey = configuration.adminKey, !adminKey.isEmpty else { return false }
        return ConstantTime.equals(bearer, adminKey)
    }

    private func checkAPIKey(_ request: HTTPRequest) throws(APIError) {
        // An empty key is no key: a valid header is not overridden by `?key=`.
        let key = [request.query["key"], request.headers["x-goog-api-key"]].lazy.compactMap { $0 }
            .first { !$0.isEmpty }
        guard let key else { throw .missingAPIKey }
        if configuration.emulator { return }
        var matched = false
        for candidate in configuration.apiKeys where ConstantTime.equals(candidate, key) { matched = true }
        guard matched else { throw .invalidAPIKey }
    }
}
