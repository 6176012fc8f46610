import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// A service account registered with a test server (its key pair generated here, as
/// `sesame service-account create` does), and custom tokens signed the way firebase-admin signs them.
struct TestServiceAccount {
    static let audience =
        "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit"

    let pair: RSAKeyPair
    let keyId: String
    let email: String

    /// Registers a new key pair through the admin API.
    static func register(_ server: TestServer, email: String? = nil) async throws -> TestServiceAccount {
        let pair = try RSAKeyPair.generate()
        var body: [String: JSON] = ["publicKeyPem": .string(try pair.publicKeyPEM)]
        if let email { body["clientEmail"] = .string(email) }
        let reply = try await server.post(
            ServiceAccountKeysEndpoint.path, .object(body), credential: .bearer())
        #expect(reply.status == 200, "\(reply.text)")
        return TestServiceAccount(
            pair: pair, keyId: try #require(reply.string("keyId")),
            email: try #require(reply.string("clientEmail")))
    }

    /// firebase-admin's claim set for `uid` at the server's time, with `overrides` applied (a `.null`
    /// override removes the claim).
    static func claims(
        _ server: TestServer, email: String, uid: String, _ overrides: [String: JSON] = [:]
    ) -> [String: JSON] {
        let now = Double(server.clock.milliseconds / 1000)
        var claims: [String: JSON] = [
            "iss": .string(email), "sub": .string(email), "aud": .string(audience), "uid": .string(uid),
            "iat": .double(now), "exp": .double(now + 3600),
        ]
        for (name, value) in overrides {
            if value == .null { claims.removeValue(forKey: name) } else { claims[name] = value }
        }
        return claims
    }

    /// A custom token signed with this account's key (with `kid`, as firebase-admin sends it).
    func token(_ server: TestServer, uid: String, _ overrides: [String: JSON] = [:]) throws -> String {
        try JWTSigner.rs256(pair, keyID: keyId).sign(
            claims: Self.claims(server, email: email, uid: uid, overrides), additionalHeaders: ["typ": "JWT"])
    }

    /// A token with any header, signed with this account's key (pyrebase4 sends no `kid`).
    func token(header: [String: JSON], claims: [String: JSON]) throws -> String {
        let input = Self.segment(header) + "." + Self.segment(claims)
        return input + "." + Base64URL.encode(try pair.signature(for: Array(input.utf8)))
    }

    /// An unsigned (`alg: none`) token, as firebase-admin makes in emulator mode.
    static func unsigned(_ claims: [String: JSON]) -> String {
        segment(["alg": "none", "typ": "JWT"]) + "." + segment(claims) + "."
    }

    static func segment(_ object: [String: JSON]) -> String {
        Base64URL.encode(JSON.object(object).utf8)
    }
}
