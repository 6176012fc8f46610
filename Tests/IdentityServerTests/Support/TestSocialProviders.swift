import AuthCrypto
import Foundation
import HTTPServer
import Synchronization

/// Stand-ins on loopback for GitHub's REST API, Facebook's Graph API and Microsoft's key set, answering
/// for the access tokens (and the app credentials) the tests register, as the real services do.
final class TestSocialProviders: Sendable {
    static let gitHubClient = ("gh-client", "gh-secret")
    static let facebookApp = ("fb-app", "fb-secret")
    static let microsoftClient = "ms-client"

    final class State: Sendable {
        /// GitHub token → (user, emails); Facebook token → (app id, user).
        let gitHub = Mutex<[String: (user: JSON, emails: JSON)]>([:])
        /// GitHub authorization code → (token, redirect URI); each exchanged once.
        let gitHubCodes = Mutex<[String: (token: String, redirectURI: String)]>([:])
        let facebook = Mutex<[String: (appId: String, user: JSON)]>([:])
    }

    let microsoft: JWTSigner
    let state = State()
    private let http: HTTPServer

    init() throws {
        microsoft = .rs256(try RSAKeyPair.generate(bits: 2048), keyID: "ms-1")
        let state = self.state
        let keys = try JWKSet(keys: [try microsoft.jwk()]).jsonData()
        var router = Router()
        router.add(.get, "/ms/keys") { _ in HTTPResponse(headers: ["Content-Type": "application/json"], body: keys) }
        router.add(.post, "/gh/applications/gh-client/token") { request in
            let basic = "Basic " + Data("gh-client:gh-secret".utf8).base64EncodedString()
            guard request.headers["Authorization"] == basic, request.headers["User-Agent"] != nil else { return Self.answer(401, [:]) }
            let token = JSON.parse(request.body)?["access_token"]?.stringValue ?? ""
            guard let entry = state.gitHub.withLock({ $0[token] }) else { return Self.answer(404, ["message": "Not Found"]) }
            return Self.answer(200, ["user": entry.user])
        }
        router.add(.post, "/gh-oauth/access_token") { request in
            let form = request.formParameters
            let grant = state.gitHubCodes.withLock { $0.removeValue(forKey: form?["code"] ?? "") }
            guard let grant, form?["client_id"] == "gh-client", form?["client_secret"] == "gh-secret",
                form?["redirect_uri"] == grant.redirectURI
            else { return Self.answer(200, ["error": "bad_verification_code"]) }
            return Self.answer(200, ["access_token": .string(grant.token), "token_type": "bearer"])
        }
        router.add(.get, "/gh/user") { request in
            guard let entry = state.gitHub.withLock({ $0[Self.bearer(request)] }) else { return Self.answer(401, [:]) }
            return Self.answer(200, entry.user)
        }
        router.add(.get, "/gh/user/emails") { request in
            guard let entry = state.gitHub.withLock({ $0[Self.bearer(request)] }) else { return Self.answer(401, [:]) }
            return Self.answer(200, entry.emails)
        }
        router.add(.get, "/fb/debug_token") { request in
            guard Self.bearer(request) == "fb-app|fb-secret" else { return Self.answer(400, ["error": ["message": "bad app"]]) }
            let token = request.query["input_token"] ?? ""
            guard let entry = state.facebook.withLock({ $0[token] }) else { return Self.answer(200, ["data": ["is_valid": false]]) }
            return Self.answer(200, ["data": ["is_valid": true, "app_id": .string(entry.appId), "user_id": entry.user["id"] ?? .null]])
        }
        router.add(.get, "/fb/me") { request in
            guard let entry = state.facebook.withLock({ $0[Self.bearer(request)] }) else { return Self.answer(400, [:]) }
            return Self.answer(200, entry.user)
        }
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 1), router: router)
        try http.start()
    }

    var base: String { "http://127.0.0.1:\(http.port)" }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }

    private static func bearer(_ request: HTTPRequest) -> String {
        let header = request.headers["Authorization"] ?? ""
        return header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : ""
    }

    private static func answer(_ status: Int, _ value: JSON) -> HTTPResponse {
        HTTPResponse(status: HTTPStatus(code: status), headers: ["Content-Type": "application/json"], body: value.data)
    }
}
