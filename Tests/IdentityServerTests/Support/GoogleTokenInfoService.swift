import AuthCrypto
import Foundation
import HTTPServer
import Synchronization

/// Google's token-info and userinfo endpoints as the test identity provider serves them: access tokens
/// it issued (`issue`) are described by `POST /tokeninfo` (form body `access_token=…`) and
/// `GET /userinfo` (`Authorization: Bearer …`); unknown tokens get 400 and 401 as at Google.
/// `/redirect` answers 302 to `/tokeninfo`. It counts calls and keeps every query string it saw.
final class GoogleTokenInfoService: Sendable {
    /// What the two endpoints answer for one access token.
    struct Grant: Sendable {
        var tokenInfo: [String: JSON]
        var userInfo: [String: JSON]
        var tokenInfoStatus = 200
        var userInfoStatus = 200
    }

    private let grants = Mutex<[String: Grant]>([:])
    private let queries = Mutex<[String]>([])
    private let tokenInfoCount = Atomic<Int>(0)
    private let userInfoCount = Atomic<Int>(0)

    var tokenInfoCalls: Int { tokenInfoCount.load(ordering: .relaxed) }
    var userInfoCalls: Int { userInfoCount.load(ordering: .relaxed) }
    /// The non-empty query strings requests arrived with.
    var queryStrings: [String] { queries.withLock { $0 } }

    /// Registers a new access token with Google's answers for it (string numbers and `"true"`, as
    /// Google's token info writes them) and returns the token.
    func issue(
        subject: String, email: String?, verified: Bool = true,
        audience: String = TestIdentityProvider.googleClientId, now: Int64, name: String? = "Ada Lovelace"
    ) -> String {
        let token = "ya29.test-" + UUID().uuidString
        var tokenInfo: [String: JSON] = [
            "azp": .string(audience), "aud": .string(audience), "sub": .string(subject),
            "scope": "openid https://www.googleapis.com/auth/userinfo.email", "access_type": "online",
            "exp": .string(String(now + 3599)), "expires_in": "3599",
        ]
        var userInfo: [String: JSON] = ["sub": .string(subject)]
        if let email {
            tokenInfo["email"] = .string(email)
            tokenInfo["email_verified"] = .string(verified ? "true" : "false")
            userInfo["email"] = .string(email)
            userInfo["email_verified"] = .bool(verified)
        }
        if let name {
            userInfo["name"] = .string(name)
            userInfo["picture"] = "https://lh3.googleusercontent.com/a/test-picture"
        }
        grants.withLock { $0[token] = Grant(tokenInfo: tokenInfo, userInfo: userInfo) }
        return token
    }

    /// Changes what Google answers for `token`.
    func edit(_ token: String, _ change: (inout Grant) -> Void) {
        grants.withLock { grants in
            guard var grant = grants[token] else { return }
            change(&grant)
            grants[token] = grant
        }
    }

    func install(into router: inout Router) {
        router.add(.post, "/tokeninfo") { [self] request in
            tokenInfoCount.add(1, ordering: .relaxed)
            record(request)
            let token = request.formParameters?["access_token"]
            guard let token, let grant = grants.withLock({ $0[token] }) else {
                return Self.answer(400, ["error": "invalid_token", "error_description": "Invalid Value"])
            }
            return Self.answer(grant.tokenInfoStatus, grant.tokenInfo)
        }
        router.add(.get, "/userinfo") { [self] request in
            userInfoCount.add(1, ordering: .relaxed)
            record(request)
            let header = request.headers["Authorization"] ?? ""
            let token = header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : ""
            guard let grant = grants.withLock({ $0[token] }) else {
                return Self.answer(401, ["error": "invalid_request"])
            }
            return Self.answer(grant.userInfoStatus, grant.userInfo)
        }
        router.add(.post, "/redirect") { _ in
            HTTPResponse(status: .found, headers: ["Location": "/tokeninfo"])
        }
    }

    private func record(_ request: HTTPRequest) {
        if !request.rawQuery.isEmpty { queries.withLock { $0.append(request.rawQuery) } }
    }

    private static func answer(_ status: Int, _ object: [String: JSON]) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return HTTPResponse(
            status: HTTPStatus(code: status), headers: ["Content-Type": "application/json"],
            body: (try? encoder.encode(object)) ?? Data())
    }
}
