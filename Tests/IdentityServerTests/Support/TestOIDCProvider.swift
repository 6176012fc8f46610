import AuthCrypto
import Foundation
import HTTPServer
import IdentityServer
import Synchronization

/// An OpenID Connect provider on loopback for the tests: discovery, a JWKS (counting downloads), and a
/// token endpoint that exchanges codes it was told about (`grant`) for ID tokens, checking the client's
/// Basic credentials, the redirect URI and the PKCE verifier (S256) as a real provider does.
final class TestOIDCProvider: Sendable {
    static let clientId = "sesame-oidc-client"
    static let clientSecret = "oidc-secret-1"

    struct Grant: Sendable {
        let idToken: String
        let redirectURI: String
        let codeChallenge: String?
    }

    /// What the handlers share.
    final class State: Sendable {
        let grants = Mutex<[String: Grant]>([:])
        let keys: Mutex<[JWK]>
        let keyFetches = Atomic<Int>(0)
        let tokenRequests = Mutex<[String]>([])
        let issuer = Mutex("")
        init(_ keys: [JWK]) { self.keys = Mutex(keys) }
    }

    let signer: JWTSigner
    private let http: HTTPServer
    let state: State

    init() throws {
        signer = .rs256(try RSAKeyPair.generate(bits: 2048), keyID: "oidc-rsa-1")
        let state = State([try signer.jwk()])
        self.state = state
        var router = Router()
        router.add(.get, "/.well-known/openid-configuration") { _ in
            let issuer = state.issuer.withLock { $0 }
            return Self.answer(200, [
                "issuer": .string(issuer), "authorization_endpoint": .string(issuer + "/authorize"),
                "token_endpoint": .string(issuer + "/token"), "jwks_uri": .string(issuer + "/keys"),
                "token_endpoint_auth_methods_supported": ["client_secret_basic"],
            ])
        }
        router.add(.get, "/keys") { _ in
            state.keyFetches.add(1, ordering: .relaxed)
            let body = (try? JWKSet(keys: state.keys.withLock { $0 }).jsonData()) ?? Data()
            return HTTPResponse(headers: ["Content-Type": "application/json"], body: body)
        }
        router.add(.post, "/token") { request in
            state.tokenRequests.withLock { $0.append(String(decoding: request.body, as: UTF8.self)) }
            return Self.exchange(request.formParameters ?? HTTPParameters(), authorization: request.headers["Authorization"], state)
        }
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 1), router: router)
        try http.start()
        state.issuer.withLock { $0 = "http://127.0.0.1:\(http.port)" }
    }

    var issuer: String { "http://127.0.0.1:\(http.port)" }
    var fetches: Int { state.keyFetches.load(ordering: .relaxed) }
    var lastTokenRequest: String? { state.tokenRequests.withLock { $0.last } }

    func publish(_ signers: [JWTSigner]) throws {
        let jwks = try signers.map { try $0.jwk() }
        state.keys.withLock { $0 = jwks }
    }

    /// Makes `code` redeemable once for `idToken`.
    func grant(_ code: String, idToken: String, redirectURI: String, codeChallenge: String? = nil) {
        state.grants.withLock { $0[code] = Grant(idToken: idToken, redirectURI: redirectURI, codeChallenge: codeChallenge) }
    }

    func claims(subject: String, email: String? = nil, nonce: String? = nil, now: Int64, audience: String = clientId)
        -> [String: JSON]
    {
        var claims: [String: JSON] = [
            "iss": .string(issuer), "aud": .string(audience), "sub": .string(subject), "iat": .int(now),
            "exp": .int(now + 600), "name": "Kim",
        ]
        if let email { claims["email"] = .string(email); claims["email_verified"] = true }
        if let nonce { claims["nonce"] = .string(nonce) }
        return claims
    }

    private static func exchange(
        _ form: HTTPParameters, authorization: String?, _ state: State
    ) -> HTTPResponse {
        let basic = "Basic " + Data("\(clientId):\(clientSecret)".utf8).base64EncodedString()
        guard authorization == basic else { return answer(401, ["error": "invalid_client"]) }
        guard form["grant_type"] == "authorization_code", let code = form["code"],
            let grant = state.grants.withLock({ $0.removeValue(forKey: code) }), form["redirect_uri"] == grant.redirectURI
        else { return answer(400, ["error": "invalid_grant"]) }
        if let challenge = grant.codeChallenge {
            let verifier = form["code_verifier"] ?? ""
            let computed = (try? SHA256.hash(Array(verifier.utf8))).map { Base64URL.encode($0) }
            guard computed == challenge else { return answer(400, ["error": "invalid_grant"]) }
        }
        return answer(200, ["id_token": .string(grant.idToken), "access_token": "at-1", "token_type": "Bearer"])
    }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }

    private static func answer(_ status: Int, _ object: [String: JSON]) -> HTTPResponse {
        HTTPResponse(
            status: HTTPStatus(code: status), headers: ["Content-Type": "application/json"], body: JSON.object(object).data)
    }
}
