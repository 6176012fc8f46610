import AuthCrypto
import Foundation
import IdentityServer
import Testing

@Suite struct TokenTests {
    @Test func idTokenVerifiesAgainstThePublishedJWKSAndX509MapWithTheDocumentedClaims() async throws {
        try await TestServer.with(configure: { $0.idTokenLifetime = 1800 }) { server in
            let signUp = try await server.signUp("claims@example.com")
            let token = try #require(signUp.string("idToken"))
            let jwks = try await server.request("GET", "/.well-known/jwks.json", credential: .none)
            let keySet = try JWKSet(jsonData: Data(jwks.text.utf8))
            let verifier = JWTVerifier(
                keySet: keySet,
                configuration: .init(
                    allowedIssuers: ["https://securetoken.google.com/sesame-local"],
                    allowedAudiences: ["sesame-local"]),
                now: { server.clock.clock.date })
            let jwt = try verifier.verify(token)
            #expect(jwt.header.algorithm == .rs256)
            #expect(jwt.header.keyID.map { keySet.usableKeyIDs.contains($0) } == true)
            let payload = try TokenInspection.payload(of: token)
            let iat = try #require(payload["iat"]?.int64Value)
            #expect(payload["exp"]?.int64Value == iat + 1800)
            #expect(payload["auth_time"]?.int64Value == iat)
            #expect(payload["sub"] == signUp["localId"])
            #expect(payload["user_id"] == signUp["localId"])
            #expect(payload["email"]?.stringValue == "claims@example.com")
            #expect(payload["email_verified"] == .bool(false))
            #expect(payload["firebase"]?["sign_in_provider"]?.stringValue == "password")
            #expect(payload["firebase"]?["identities"] == ["email": ["claims@example.com"]])

            let x509 = try await server.request(
                "GET", "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com",
                credential: .none)
            var certificates: [String: String] = [:]
            for (kid, pem) in x509.json.objectValue ?? [:] { certificates[kid] = pem.stringValue }
            let fromCertificates = JWTVerifier(
                keySet: try JWKSet(certificatesByKeyID: certificates),
                configuration: verifier.configuration, now: { server.clock.clock.date })
            #expect(throws: Never.self) { try fromCertificates.verify(token) }
            let google = try await server.request(
                "GET", "/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com",
                credential: .none)
            #expect(google.text == jwks.text)
        }
    }

    @Test func tamperedAndExpiredTokensAreRejected() async throws {
        try await TestServer.with { server in
            let token = try #require(try await server.signUp("tamper@example.com").string("idToken"))
            var parts = token.split(separator: ".").map(String.init)
            parts[2] = String(parts[2].reversed())
            let tampered = try await server.accounts(
                "lookup", ["idToken": .string(parts.joined(separator: "."))])
            #expect(tampered.errorMessage == "INVALID_ID_TOKEN")
            #expect(try await server.accounts("lookup", [:]).errorMessage == "MISSING_ID_TOKEN")
            server.clock.advance(seconds: 3601)
            let expired = try await server.accounts("lookup", ["idToken": .string(token)])
            #expect(expired.errorMessage == "TOKEN_EXPIRED")
        }
    }

    @Test func refreshRotatesGraceReturnsTheSameSuccessorAndReuseRevokesTheFamily() async throws {
        try await TestServer.with { server in
            let first = try #require(try await server.signUp("rotate@example.com").string("refreshToken"))
            let rotated = try await server.refresh(first)
            #expect(rotated.status == 200)
            let second = try #require(rotated.string("refresh_token"))
            #expect(second != first)
            #expect(rotated.string("access_token") == rotated.string("id_token"))
            #expect(rotated.string("token_type") == "Bearer")
            #expect(rotated.string("expires_in") == "3600")
            #expect(rotated.string("user_id") != nil)
            let replay = try await server.refresh(first)
            #expect(replay.string("refresh_token") == second)
            server.clock.advance(seconds: 11)
            let reuse = try await server.refresh(first)
            #expect(reuse.errorMessage == "TOKEN_EXPIRED")
            let familyMember = try await server.refresh(second)
            #expect(familyMember.errorMessage == "TOKEN_EXPIRED")
        }
    }

    @Test func refreshAcceptsFormAndSnakeCaseAndReportsMissingFields() async throws {
        try await TestServer.with { server in
            let token = try #require(try await server.signUp("form@example.com").string("refreshToken"))
            let form = try await server.request(
                "POST", "/securetoken.googleapis.com/v1/token",
                form: "grant_type=refresh_token&refresh_token=\(token)")
            #expect(form.status == 200)
            let next = try #require(form.string("refresh_token"))
            let snake = try await server.post(
                "/securetoken.googleapis.com/v1/token",
                ["grant_type": "refresh_token", "refresh_token": .string(next)])
            #expect(snake.status == 200)
            let path = "/securetoken.googleapis.com/v1/token"
            #expect(try await server.post(path, ["refreshToken": "x"]).errorMessage == "MISSING_GRANT_TYPE")
            #expect(try await server.post(path, ["grantType": "code"]).errorMessage == "INVALID_GRANT_TYPE")
            #expect(
                try await server.post(path, ["grantType": "refresh_token"]).errorMessage
                    == "MISSING_REFRESH_TOKEN")
            #expect(
                try await server.refresh("unknown-token-value-000").errorMessage == "INVALID_REFRESH_TOKEN")
            #expect(
                try await server.post(path, ["grantType": "refresh_token"], credential: .none).status == 403)
        }
    }

    @Test func refreshedTokenKeepsProviderAndAuthTime() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("keep@example.com")
            let before = try TokenInspection.payload(of: try #require(signUp.string("idToken")))
            server.clock.advance(seconds: 120)
            let refreshed = try await server.refresh(try #require(signUp.string("refreshToken")))
            let after = try TokenInspection.payload(of: try #require(refreshed.string("id_token")))
            #expect(after["auth_time"] == before["auth_time"])
            #expect(after["iat"]?.int64Value == (before["iat"]?.int64Value ?? 0) + 120)
            #expect(after["firebase"]?["sign_in_provider"]?.stringValue == "password")
        }
    }

    @Test func signingKeysRotateAndOldKeysStayPublished() async throws {
        try await TestServer.with(configure: { $0.keyRotationInterval = 600 }) { server in
            let first = try #require(try await server.signUp("keys@example.com").string("idToken"))
            let firstKid = try TokenInspection.header(of: first)["kid"]?.stringValue
            server.clock.advance(seconds: 601)
            server.server.runMaintenance()
            let second = try #require(try await server.signIn("keys@example.com").string("idToken"))
            let secondKid = try TokenInspection.header(of: second)["kid"]?.stringValue
            #expect(firstKid != nil && secondKid != nil && firstKid != secondKid)
            let jwks = try await server.request("GET", "/.well-known/jwks.json", credential: .none)
            let kids = Set((jwks.json["keys"]?.arrayValue ?? []).compactMap { $0["kid"]?.stringValue })
            #expect(kids.contains(firstKid ?? "") && kids.contains(secondKid ?? ""))
        }
    }
}
