import AuthCrypto
import Foundation
import IdentityServer
import Synchronization
import Testing

@Suite struct HardeningTests {
    @Test func unsignedAndForeignTokensAreInvalid() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("alg@example.com")
            let token = try #require(signUp.string("idToken"))
            let payload = token.split(separator: ".")[1]
            let none =
                AuthCrypto.Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8)) + "." + payload + "."
            #expect(
                try await server.accounts("lookup", ["idToken": .string(none)]).errorMessage
                    == "INVALID_ID_TOKEN")
            let foreignKey = try RSAKeyPair.generate(bits: 2048)
            let claims = try JSONDecoder().decode(
                [String: JSON].self, from: Data(AuthCrypto.Base64URL.decode(payload) ?? []))
            let kid = try TokenInspection.header(of: token)["kid"]?.stringValue ?? ""
            let forged = try JWTSigner.rs256(foreignKey, keyID: kid).sign(claims: claims)
            #expect(
                try await server.accounts("lookup", ["idToken": .string(forged)]).errorMessage
                    == "INVALID_ID_TOKEN")
            var wrongAudience = claims
            wrongAudience["aud"] = "other-project"
            let unknownKid = try JWTSigner.rs256(foreignKey, keyID: "unknown").sign(claims: wrongAudience)
            #expect(
                try await server.accounts("lookup", ["idToken": .string(unknownKid)]).errorMessage
                    == "INVALID_ID_TOKEN")
        }
    }

    @Test func refreshFamiliesHaveAnAbsoluteLifetime() async throws {
        try await TestServer.with(configure: { $0.refreshTokenLifetime = 120 }) { server in
            let token = try #require(try await server.signUp("lifetime@example.com").string("refreshToken"))
            server.clock.advance(seconds: 60)
            let next = try #require(try await server.refresh(token).string("refresh_token"))
            server.clock.advance(seconds: 61)
            #expect(try await server.refresh(next).errorMessage == "TOKEN_EXPIRED")
        }
    }

    @Test func changedArgon2ParametersAreAppliedAtTheNextSignIn() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory) { (server: TestServer) async throws in
            #expect(try await server.signUp("rehash@example.com").status == 200)
        }
        try await TestServer.with(directory: directory, configure: { $0.argon2MemoryKiB = 2048 }) { server in
            #expect(try await server.signIn("rehash@example.com").status == 200)
            let lookup = try await server.admin(":lookup", ["email": ["rehash@example.com"]])
            let encoded = try #require(lookup.json["users"]?.arrayValue?.first?["passwordHash"]?.stringValue)
            let phc = String(decoding: AuthCrypto.Base64URL.decode(encoded) ?? [], as: UTF8.self)
            #expect(phc.contains("m=2048,t=1,p=1"))
            #expect(try await server.signIn("rehash@example.com").status == 200)
        }
    }

    @Test func logLinesNeverContainPasswordsTokensOrCodes() async throws {
        let lines = Mutex<[String]>([])
        try await TestServer.with(logSink: { line in lines.withLock { $0.append(line) } }) { server in
            let signUp = try await server.signUp("logged@example.com", "very-secret-password")
            let refreshed = try await server.refresh(try #require(signUp.string("refreshToken")))
            _ = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "logged@example.com"])
            let log = lines.withLock { $0.joined(separator: "\n") }
            #expect(log.contains(#""route":"/identitytoolkit.googleapis.com/v1/accounts:signUp""#))
            #expect(log.contains(#""status":200"#))
            #expect(log.contains("latency_ms"))
            #expect(!log.contains("very-secret-password"))
            for secret in [
                signUp.string("idToken"), signUp.string("refreshToken"), refreshed.string("refresh_token"),
            ] {
                #expect(!log.contains(try #require(secret)))
            }
            #expect(!log.contains(TestServer.apiKey))
            let code = try #require(try OutOfBandTests.lastCode(in: server, for: "logged@example.com"))
            #expect(!log.contains(code))
        }
    }
}
