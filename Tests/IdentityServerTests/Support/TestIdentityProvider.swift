import AuthCrypto
import Foundation
import HTTPServer
import IdentityServer
import Synchronization

/// A stand-in for Google and Apple inside the test suite: its own RSA and P-256 keys, a JWKS served
/// on loopback (`/keys`, `Cache-Control: max-age=3600`), Google-like and Apple-like ID tokens, and
/// Google's token-info and userinfo endpoints for access tokens (`google`).
final class TestIdentityProvider: Sendable {
    static let googleClientId = "1234-test.apps.googleusercontent.com"
    static let appleClientId = "com.example.sesame"

    let rsa: JWTSigner
    let ec: JWTSigner
    /// Issues Google access tokens and answers for them at `tokenInfoURL` and `userInfoURL`.
    let google = GoogleTokenInfoService()
    private let http: HTTPServer
    private let state: PublishedKeys

    /// The published JWKS and how often it was downloaded.
    private final class PublishedKeys: Sendable {
        let keys: Mutex<[JWK]>
        let fetches = Atomic<Int>(0)
        /// Google's token endpoint: code → (ID token, client secret, redirect URI), each exchanged once.
        let codes = Mutex<[String: (idToken: String, secret: String, redirectURI: String)]>([:])
        init(_ keys: [JWK]) { self.keys = Mutex(keys) }
    }

    init(keyIDPrefix: String = "idp") throws {
        rsa = .rs256(try RSAKeyPair.generate(bits: 2048), keyID: keyIDPrefix + "-rsa-1")
        ec = .es256(try ECKeyPair.generate(), keyID: keyIDPrefix + "-ec-1")
        let state = PublishedKeys([try rsa.jwk(), try ec.jwk()])
        self.state = state
        var router = Router()
        router.add(.get, "/keys") { _ in
            state.fetches.add(1, ordering: .relaxed)
            let keys = state.keys.withLock { $0 }
            let body = (try? JWKSet(keys: keys).jsonData()) ?? Data()
            return HTTPResponse(
                headers: ["Content-Type": "application/json", "Cache-Control": "public, max-age=3600"],
                body: body)
        }
        router.add(.post, "/token") { request in
            let form = request.formParameters
            let grant = state.codes.withLock { $0.removeValue(forKey: form?["code"] ?? "") }
            guard let grant, form?["client_id"] == Self.googleClientId, form?["client_secret"] == grant.secret,
                form?["redirect_uri"] == grant.redirectURI, form?["grant_type"] == "authorization_code"
            else {
                return HTTPResponse(status: HTTPStatus(code: 400), headers: ["Content-Type": "application/json"], body: Data(#"{"error":"invalid_grant"}"#.utf8))
            }
            let body = JSON.object(["id_token": .string(grant.idToken), "access_token": "ya29.exchanged", "token_type": "Bearer"])
            return HTTPResponse(headers: ["Content-Type": "application/json"], body: body.data)
        }
        google.install(into: &router)
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 1),
            router: router)
        try http.start()
    }

    var keysURL: String { "http://127.0.0.1:\(http.port)/keys" }
    var tokenInfoURL: String { "http://127.0.0.1:\(http.port)/tokeninfo" }
    var userInfoURL: String { "http://127.0.0.1:\(http.port)/userinfo" }
    /// Google's token endpoint, for codes registered with `grantCode`.
    var tokenURL: String { "http://127.0.0.1:\(http.port)/token" }

    /// A one-time code Google's token endpoint exchanges for `idToken` (client id, `secret`, `redirectURI`).
    func grantCode(_ code: String, idToken: String, secret: String, redirectURI: String) {
        state.codes.withLock { $0[code] = (idToken, secret, redirectURI) }
    }
    /// Answers 302 to `/tokeninfo`.
    var redirectURL: String { "http://127.0.0.1:\(http.port)/redirect" }
    /// How many times the JWKS was downloaded.
    var fetches: Int { state.fetches.load(ordering: .relaxed) }

    /// Replaces the published keys.
    func publish(_ signers: [JWTSigner]) throws {
        let keys = try signers.map { try $0.jwk() }
        state.keys.withLock { $0 = keys }
    }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }

    /// Configures `configuration` to trust this provider for both Google and Apple.
    func trust(_ configuration: inout ServerConfiguration) {
        configuration.googleClientIds = [Self.googleClientId]
        configuration.appleClientIds = [Self.appleClientId]
        configuration.googleJWKSURL = keysURL
        configuration.appleJWKSURL = keysURL
        configuration.googleTokenInfoURL = tokenInfoURL
        configuration.googleUserInfoURL = userInfoURL
        configuration.googleTokenURL = tokenURL
    }

    // MARK: Claims

    static func googleClaims(
        subject: String, email: String?, verified: JSON = true, now: Int64, name: String? = "Ada"
    ) -> [String: JSON] {
        var claims: [String: JSON] = [
            "iss": "https://accounts.google.com", "aud": .string(googleClientId), "sub": .string(subject),
            "iat": .int(Int64(now)), "exp": .int(Int64(now + 3600)),
            "azp": .string(googleClientId),
        ]
        if let email { claims["email"] = .string(email) }
        claims["email_verified"] = verified
        if let name { claims["name"] = .string(name) }
        return claims
    }

    /// Apple's claims: `nonce` is hex(SHA-256(rawNonce)) and `email_verified` a string, as Apple sends.
    static func appleClaims(
        subject: String, email: String?, rawNonce: String?, verified: JSON = "true", now: Int64
    ) throws -> [String: JSON] {
        var claims: [String: JSON] = [
            "iss": "https://appleid.apple.com", "aud": .string(appleClientId), "sub": .string(subject),
            "iat": .int(Int64(now)), "exp": .int(Int64(now + 600)),
        ]
        if let rawNonce { claims["nonce"] = .string(try hexSHA256(rawNonce)) }
        if let email { claims["email"] = .string(email) }
        claims["email_verified"] = verified
        return claims
    }

    static func hexSHA256(_ text: String) throws -> String {
        try SHA256.hash(text).map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Forged tokens

    /// `alg: none`, no signature.
    static func unsigned(_ claims: [String: JSON]) throws -> String {
        try encodedPart(["alg": "none", "typ": "JWT"]) + "." + encodedPart(claims) + "."
    }

    /// HS256 with `key` as the HMAC secret (the classic public-key confusion attack).
    static func hmacSigned(_ claims: [String: JSON], key: [UInt8], keyID: String) throws -> String {
        let input =
            try encodedPart(["alg": "HS256", "typ": "JWT", "kid": .string(keyID)]) + "."
            + encodedPart(claims)
        let mac = try HMAC.authenticationCode(for: Array(input.utf8), key: key)
        return input + "." + Base64URL.encode(mac)
    }

    /// The token with its signature's first byte flipped.
    static func tampered(_ token: String) -> String {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        var signature = Base64URL.decode(parts[2]) ?? []
        signature[0] ^= 0xFF
        return parts[0] + "." + parts[1] + "." + Base64URL.encode(signature)
    }

    private static func encodedPart(_ value: [String: JSON]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Base64URL.encode(try encoder.encode(value))
    }
}

extension TestServer {
    /// `accounts:signInWithIdp` with Firebase's iOS request shape.
    func signInWithIdp(
        provider: String, token: String, nonce: String? = nil, idToken: String? = nil,
        returnIdpCredential: Bool = true,
        path: String = "/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp"
    ) async throws -> Reply {
        var postBody = "providerId=\(provider)&id_token=\(token)"
        if let nonce { postBody += "&nonce=\(nonce)" }
        return try await signInWithIdp(
            postBody: postBody, idToken: idToken, returnIdpCredential: returnIdpCredential, path: path)
    }

    /// `accounts:signInWithIdp` with `postBody` as given.
    func signInWithIdp(
        postBody: String, idToken: String? = nil, returnIdpCredential: Bool = true,
        path: String = "/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp"
    ) async throws -> Reply {
        var body: [String: JSON] = [
            "requestUri": "http://localhost", "postBody": .string(postBody), "returnSecureToken": true,
            "returnIdpCredential": .bool(returnIdpCredential),
        ]
        if let idToken { body["idToken"] = .string(idToken) }
        return try await post(path, .object(body))
    }
}
