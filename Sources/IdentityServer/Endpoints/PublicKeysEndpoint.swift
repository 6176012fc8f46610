import AuthCrypto
import Foundation
import HTTPServer

/// The published signing keys: a JWKS (`/.well-known/jwks.json`, Google's `service_accounts/v1/jwk`
/// path) and the `{kid: certificate PEM}` map firebase-admin and google-auth read.
enum PublicKeysEndpoint {
    static func jwks(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        let keys = context.keys.publishedKeys().map(\.jwk)
        guard let data = try? JWKSet(keys: keys).jsonData() else {
            return RouteInstaller.response(for: .internalError)
        }
        return cacheable(.json(data), context)
    }

    static func x509(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        var map: [String: JSON] = [:]
        for key in context.keys.publishedKeys() { map[key.record.kid] = .string(key.certificatePEM) }
        return cacheable(.json(JSON.object(map).data), context)
    }

    /// Clients may cache keys for a while; new keys are published well before they sign.
    private static func cacheable(_ response: HTTPResponse, _ context: ServerContext) -> HTTPResponse {
        var response = response
        let maxAge = min(3600, max(0, context.configuration.keyRotationInterval / 4))
        response.headers["Cache-Control"] = "public, max-age=\(maxAge), must-revalidate, no-transform"
        return response
    }
}
