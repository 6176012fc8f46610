import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Sign-in with an OpenID Connect provider an admin configured (`oidc.*`), against a provider on
/// loopback: the ID-token flow (every refusal), the code flow with the client secret and PKCE, and
/// `createAuthUri`'s authorization URL with the state and nonce `signInWithIdp` then holds it to.
@Suite struct OpenIDConnectTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"

    static func configure(_ server: TestServer, _ provider: TestOIDCProvider, codeFlow: Bool = false) async throws {
        var body: [String: JSON] = [
            "enabled": true, "clientId": .string(TestOIDCProvider.clientId), "issuer": .string(provider.issuer),
        ]
        if codeFlow {
            body["responseType"] = ["code": true]
            body["clientSecret"] = .string(TestOIDCProvider.clientSecret)
        }
        let reply = try await server.post(
            Self.v2 + "/oauthIdpConfigs?oauthIdpConfigId=oidc.acme", .object(body), credential: .bearer())
        #expect(reply.status == 200, "\(reply.text)")
    }

    @Test func idTokensAreVerifiedAgainstTheIssuersKeysAndClaims() async throws {
        let provider = try TestOIDCProvider()
        let clock = ManualClock()
        let now = (clock.milliseconds / 1000)
        try await TestServer.with(clock: clock) { server in
            // Not configured: refused as any unknown provider.
            let early = try await server.signInWithIdp(
                provider: "oidc.acme", token: try provider.signer.sign(claims: provider.claims(subject: "u1", now: now)))
            #expect(early.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(early.text)")
            try await Self.configure(server, provider)
            let good = try provider.signer.sign(claims: provider.claims(subject: "u1", email: "kim@acme.test", now: now))
            let signedIn = try await server.signInWithIdp(provider: "oidc.acme", token: good)
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(signedIn["providerId"] == "oidc.acme")
            #expect(signedIn["federatedId"] == "u1")
            #expect(signedIn["email"] == "kim@acme.test")
            #expect(signedIn["isNewUser"] == true)
            #expect(signedIn.string("rawUserInfo")?.contains("\"sub\":\"u1\"") == true)
            let again = try await server.signInWithIdp(provider: "oidc.acme", token: good)
            #expect(again["localId"] == signedIn["localId"])

            let other = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "oidc-rsa-1")
            var expired = provider.claims(subject: "u1", now: now - 7200)
            expired["exp"] = .int(now - 3600)
            let refusals: [(String, String, String)] = [
                ("another key", try other.sign(claims: provider.claims(subject: "u1", now: now)), "INVALID_IDP_RESPONSE"),
                ("tampered", TestIdentityProvider.tampered(good), "INVALID_IDP_RESPONSE"),
                ("unsigned", try TestIdentityProvider.unsigned(provider.claims(subject: "u1", now: now)), "INVALID_IDP_RESPONSE"),
                ("wrong audience", try provider.signer.sign(claims: provider.claims(subject: "u1", now: now, audience: "someone-else")), "INVALID_IDP_RESPONSE"),
                ("expired", try provider.signer.sign(claims: expired), "INVALID_IDP_RESPONSE"),
                ("nonce without request nonce", try provider.signer.sign(claims: provider.claims(subject: "u1", nonce: "n-1", now: now)), "MISSING_OR_INVALID_NONCE"),
            ]
            var wrongIssuer = provider.claims(subject: "u1", now: now)
            wrongIssuer["iss"] = "https://evil.test"
            for (name, token, code) in refusals + [("wrong issuer", try provider.signer.sign(claims: wrongIssuer), "INVALID_IDP_RESPONSE")] {
                let reply = try await server.signInWithIdp(provider: "oidc.acme", token: token)
                #expect(reply.errorMessage?.hasPrefix(code) == true, "\(name): \(reply.text)")
            }
            // The nonce must be the token's, raw or as its SHA-256 hex.
            let withNonce = try provider.signer.sign(claims: provider.claims(subject: "u1", nonce: "n-1", now: now))
            #expect(try await server.signInWithIdp(provider: "oidc.acme", token: withNonce, nonce: "n-1").status == 200)
            let hashed = try provider.signer.sign(
                claims: provider.claims(subject: "u1", nonce: try TestIdentityProvider.hexSHA256("n-2"), now: now))
            #expect(try await server.signInWithIdp(provider: "oidc.acme", token: hashed, nonce: "n-2").status == 200)
            let mismatch = try await server.signInWithIdp(provider: "oidc.acme", token: withNonce, nonce: "n-9")
            #expect(mismatch.errorMessage?.hasPrefix("MISSING_OR_INVALID_NONCE") == true)
            // A disabled configuration signs nobody in.
            _ = try await server.request(
                "PATCH", Self.v2 + "/oauthIdpConfigs/oidc.acme?updateMask=enabled", json: ["enabled": false],
                credential: .bearer())
            let disabled = try await server.signInWithIdp(provider: "oidc.acme", token: good)
            #expect(disabled.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true)
        }
        await provider.stop()
    }

    @Test func anUnknownKeyIdRefetchesTheKeysOnce() async throws {
        let provider = try TestOIDCProvider()
        let clock = ManualClock()
        try await TestServer.with(clock: clock) { server in
            try await Self.configure(server, provider)
            let first = try provider.signer.sign(claims: provider.claims(subject: "u1", now: (clock.milliseconds / 1000)))
            #expect(try await server.signInWithIdp(provider: "oidc.acme", token: first).status == 200)
            #expect(provider.fetches == 1)
            // The provider rotates its key: a minute on, the new kid is fetched once, then known.
            clock.advance(seconds: 61)
            let rotated = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "oidc-rsa-2")
            try provider.publish([provider.signer, rotated])
            let second = try rotated.sign(claims: provider.claims(subject: "u2", now: (clock.milliseconds / 1000)))
            #expect(try await server.signInWithIdp(provider: "oidc.acme", token: second).status == 200)
            #expect(provider.fetches == 2)
            // A kid nobody publishes fetches no more than once a minute.
            let stranger = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "nobody")
            for _ in 0..<3 {
                let token = try stranger.sign(claims: provider.claims(subject: "u3", now: (clock.milliseconds / 1000)))
                #expect(try await server.signInWithIdp(provider: "oidc.acme", token: token).status == 400)
            }
            #expect(provider.fetches == 2)
        }
        await provider.stop()
    }

    @Test func createAuthUriStartsACodeFlowThatSignInWithIdpFinishesOnce() async throws {
        let provider = try TestOIDCProvider()
        let clock = ManualClock()
        try await TestServer.with(clock: clock) { server in
            try await Self.configure(server, provider, codeFlow: true)
            let redirect = "https://app.test/__/auth/handler"
            let started = try await server.accounts(
                "createAuthUri", ["providerId": "oidc.acme", "continueUri": .string(redirect)])
            #expect(started.status == 200, "\(started.text)")
            let authURI = try #require(started.string("authUri").flatMap { URLComponents(string: $0) })
            #expect(authURI.path == "/authorize")
            let query = Dictionary(uniqueKeysWithValues: (authURI.queryItems ?? []).map { ($0.name, $0.value ?? "") })
            #expect(query["client_id"] == TestOIDCProvider.clientId)
            #expect(query["response_type"] == "code")
            #expect(query["redirect_uri"] == redirect)
            #expect(query["scope"] == "openid email profile")
            #expect(query["code_challenge_method"] == "S256")
            let (state, nonce, challenge) = (query["state"] ?? "", query["nonce"] ?? "", query["code_challenge"])
            #expect(!state.isEmpty && !nonce.isEmpty)
            let sessionId = try #require(started.string("sessionId"))
            // The provider redirects back with a code; its ID token carries the session's nonce.
            let idToken = try provider.signer.sign(
                claims: provider.claims(subject: "c1", email: "code@acme.test", nonce: nonce, now: (clock.milliseconds / 1000)))
            provider.grant("code-1", idToken: idToken, redirectURI: redirect, codeChallenge: challenge)
            func finish(state: String, code: String = "code-1", session: String) async throws -> TestServer.Reply {
                try await server.accounts(
                    "signInWithIdp",
                    [
                        "requestUri": .string("\(redirect)?code=\(code)&state=\(state)"), "sessionId": .string(session),
                        "postBody": "providerId=oidc.acme", "returnSecureToken": true,
                    ])
            }
            let forged = try await finish(state: "forged", session: sessionId)
            #expect(forged.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(forged.text)")
            // The forged attempt used the session up, and its id cannot be used again: start anew.
            let reused = try await server.accounts(
                "createAuthUri",
                ["providerId": "oidc.acme", "continueUri": .string(redirect), "sessionId": .string(sessionId)])
            #expect(reused.status == 400, "\(reused.text)")
            let restarted = try await server.accounts(
                "createAuthUri", ["providerId": "oidc.acme", "continueUri": .string(redirect)])
            #expect(restarted.status == 200, "\(restarted.text)")
            let newSession = try #require(restarted.string("sessionId"))
            let requery = Dictionary(
                uniqueKeysWithValues: (URLComponents(string: restarted.string("authUri") ?? "")?.queryItems ?? []).map {
                    ($0.name, $0.value ?? "")
                })
            let token2 = try provider.signer.sign(
                claims: provider.claims(subject: "c1", email: "code@acme.test", nonce: requery["nonce"], now: (clock.milliseconds / 1000)))
            provider.grant("code-2", idToken: token2, redirectURI: redirect, codeChallenge: requery["code_challenge"])
            let signedIn = try await finish(state: requery["state"] ?? "", code: "code-2", session: newSession)
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(signedIn["federatedId"] == "c1")
            #expect(signedIn["email"] == "code@acme.test")
            // The tokens the exchange gave come back, as Firebase answers them.
            #expect(signedIn.string("oauthIdToken") == token2)
            #expect(signedIn.string("idToken") != nil)
            // The exchange sent the verifier, never the secret in the form.
            let exchange = try #require(provider.lastTokenRequest)
            #expect(exchange.contains("code_verifier="))
            #expect(!exchange.contains(TestOIDCProvider.clientSecret))
            let replay = try await finish(state: requery["state"] ?? "", code: "code-2", session: newSession)
            #expect(replay.status == 400)
        }
        await provider.stop()
    }

    @Test func aCodeFromAClientWithItsOwnPKCEVerifierIsExchanged() async throws {
        let provider = try TestOIDCProvider()
        let clock = ManualClock()
        try await TestServer.with(clock: clock) { server in
            try await Self.configure(server, provider, codeFlow: true)
            let verifier = "client-made-verifier-0123456789-abcdefghijklmnop"
            let challenge = Base64URL.encode(try SHA256.hash(Array(verifier.utf8)))
            let idToken = try provider.signer.sign(claims: provider.claims(subject: "p1", now: (clock.milliseconds / 1000)))
            provider.grant("code-p", idToken: idToken, redirectURI: "https://app.test/cb", codeChallenge: challenge)
            let wrong = try await server.accounts(
                "signInWithIdp",
                [
                    "requestUri": "https://app.test/cb", "returnSecureToken": true,
                    "postBody": "providerId=oidc.acme&code=code-p&code_verifier=not-the-verifier",
                ])
            #expect(wrong.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(wrong.text)")
            provider.grant("code-p", idToken: idToken, redirectURI: "https://app.test/cb", codeChallenge: challenge)
            let reply = try await server.accounts(
                "signInWithIdp",
                [
                    "requestUri": "https://app.test/cb", "returnSecureToken": true,
                    "postBody": .string("providerId=oidc.acme&code=code-p&code_verifier=\(verifier)"),
                ])
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "p1")
        }
        await provider.stop()
    }
}
