import AuthCrypto
import Foundation
import HTTPServer
import Synchronization

/// Google and Apple as far as an end-to-end test needs them: an RSA key whose JWKS is served on a
/// loopback port, RS256 ID tokens with Google's and Apple's claims signed by it, and Google access
/// tokens described by a loopback `POST /tokeninfo` (form body) and `GET /userinfo` (Bearer).
///
/// ``serverArguments`` are the `sesame serve` flags that make the server trust this provider.
final class TestIdentityProvider: Sendable {
    static let googleClientID = "4242-e2e.apps.googleusercontent.com"
    static let appleClientID = "com.example.sesame.e2e"

    private let signer: JWTSigner
    private let http: HTTPServer
    /// Issued access tokens and the user (`sub`, e-mail, name) each belongs to.
    private let accessTokens: AccessTokens

    private final class AccessTokens: Sendable {
        let users = Mutex<[String: [String: String]]>([:])
        func user(_ token: String) -> [String: String]? { users.withLock { $0[token] } }
    }

    init() throws {
        let signer = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "e2e-rsa-1")
        let body = try JWKSet(keys: [try signer.jwk()]).jsonData()
        self.signer = signer
        var router = Router()
        router.add(.get, "/keys") { _ in
            HTTPResponse(
                headers: ["Content-Type": "application/json", "Cache-Control": "public, max-age=3600"],
                body: body)
        }
        let accessTokens = AccessTokens()
        self.accessTokens = accessTokens
        router.add(.post, "/tokeninfo") { request in
            let token = request.formParameters?["access_token"] ?? ""
            guard let user = accessTokens.user(token) else { return Self.json(400, [:]) }
            return Self.json(
                200,
                [
                    "aud": Self.googleClientID, "azp": Self.googleClientID, "sub": user["sub"] ?? "",
                    "email": user["email"] ?? "", "email_verified": "true", "expires_in": "3599",
                ])
        }
        router.add(.get, "/userinfo") { request in
            let token = (request.headers["Authorization"] ?? "").replacingOccurrences(of: "Bearer ", with: "")
            guard let user = accessTokens.user(token) else { return Self.json(401, [:]) }
            return Self.json(200, ["sub": user["sub"] ?? "", "name": user["name"] ?? ""])
        }
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 1),
            router: router)
        try http.start()
    }

    var keysURL: String { "http://127.0.0.1:\(http.port)/keys" }
    private var base: String { "http://127.0.0.1:\(http.port)" }

    /// `sesame serve` flags trusting this provider for both Google and Apple.
    var serverArguments: [String] {
        [
            "--google-client-id", Self.googleClientID, "--apple-client-id", Self.appleClientID,
            "--google-jwks-url", keysURL, "--apple-jwks-url", keysURL,
            "--google-tokeninfo-url", base + "/tokeninfo", "--google-userinfo-url", base + "/userinfo",
        ]
    }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }

    /// Runs `body` with a started provider and stops it afterwards (also when `body` throws).
    static func with<Result>(_ body: (TestIdentityProvider) async throws -> Result) async throws -> Result {
        let provider = try TestIdentityProvider()
        do {
            let result = try await body(provider)
            await provider.stop()
            return result
        } catch {
            await provider.stop()
            throw error
        }
    }

    /// A signed Google ID token for the account `subject`.
    func googleIDToken(subject: String, email: String, name: String = "Ada Lovelace") throws -> String {
        let now = Int64(Date().timeIntervalSince1970)
        return try signer.sign(claims: [
            "iss": "https://accounts.google.com", "aud": .string(Self.googleClientID),
            "azp": .string(Self.googleClientID), "sub": .string(subject), "email": .string(email),
            "email_verified": true, "name": .string(name),
            "iat": .int(Int64(now)), "exp": .int(Int64(now + 3600)),
        ])
    }

    /// A signed Apple identity token whose `nonce` is hex(SHA-256(`rawNonce`)), with Apple's
    /// string-valued `email_verified`.
    func appleIDToken(subject: String, email: String, rawNonce: String) throws -> String {
        let now = Int64(Date().timeIntervalSince1970)
        return try signer.sign(claims: [
            "iss": "https://appleid.apple.com", "aud": .string(Self.appleClientID), "sub": .string(subject),
            "email": .string(email), "email_verified": "true", "nonce": .string(try Self.hexSHA256(rawNonce)),
            "iat": .int(Int64(now)), "exp": .int(Int64(now + 600)),
        ])
    }

    /// A new Google access token for the account `subject`, known to `/tokeninfo` and `/userinfo`.
    func googleAccessToken(subject: String, email: String, name: String = "Ada Lovelace") -> String {
        let token = "ya29.e2e-" + UUID().uuidString
        accessTokens.users.withLock { $0[token] = ["sub": subject, "email": email, "name": name] }
        return token
    }

    private static func json(_ status: Int, _ object: [String: String]) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(
            status: HTTPStatus(code: status), headers: ["Content-Type": "application/json"], body: body)
    }

    static func hexSHA256(_ text: String) throws -> String {
        try SHA256.hash(text).map { String(format: "%02x", $0) }.joined()
    }
}
