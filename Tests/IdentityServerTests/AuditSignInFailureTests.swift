import AuthCrypto
import Foundation
import Storage
import Testing

@testable import IdentityServer

/// Failed sign-ins by every method leave a `signIn.failure` entry (issue 37): e-mail link, phone,
/// custom token and identity provider (Google, OIDC, SAML), besides password, second factor and passkey. Each entry is in
/// the store when the answer arrives (nothing waits in a queue a crash would lose), names the account
/// tried where the request names one, and holds none of the codes or tokens used.
@Suite struct AuditSignInFailureTests {
    /// The stored security entries of `kind`, read straight from the store: no queue is drained first.
    static func stored(_ server: TestServer, provider: String, kind: String = "signIn.failure") throws
        -> [AuditEntryRecord]
    {
        try server.server.context.store.auditEntries(AuditQuery(kinds: [kind], limit: 1000)).filter {
            $0.details?.contains(#""provider":"\#(provider)""#) == true
        }
    }

    @Test func emailLinkFailuresAreRecordedWithTheAccountTried() async throws {
        try await TestServer.with(configure: { $0.emailSignInCodeLifetime = 600 }) { server in
            let uid = try #require(try await server.signUp("linked@example.com").string("localId"))
            let code = try await EmailLinkSignInTests.mailedCode(server, "linked@example.com")
            let bad = try await EmailLinkSignInTests.signIn(server, "linked@example.com", "not-a-code-123")
            #expect(bad.errorMessage == "INVALID_OOB_CODE")
            let wrongAddress = try await EmailLinkSignInTests.signIn(server, "nobody@example.com", code)
            #expect(wrongAddress.errorMessage?.hasPrefix("INVALID_EMAIL") == true)
            #expect(try await EmailLinkSignInTests.signIn(server, "linked@example.com", code).status == 200)
            #expect(
                try await EmailLinkSignInTests.signIn(server, "linked@example.com", code).errorMessage
                    == "INVALID_OOB_CODE")
            let late = try await EmailLinkSignInTests.mailedCode(server, "linked@example.com")
            server.clock.advance(seconds: 601)
            #expect(
                try await EmailLinkSignInTests.signIn(server, "linked@example.com", late).errorMessage
                    == "EXPIRED_OOB_CODE")

            let entries = try Self.stored(server, provider: "emailLink")
            #expect(
                entries.map(\.outcome).sorted()
                    == ["EXPIRED_OOB_CODE", "INVALID_EMAIL", "INVALID_OOB_CODE", "INVALID_OOB_CODE"])
            #expect(entries.filter { $0.outcome != "INVALID_EMAIL" }.allSatisfy { $0.target == uid })
            #expect(entries.first { $0.outcome == "INVALID_EMAIL" }?.target == "nobody@example.com")
            #expect(entries.allSatisfy { $0.actorKind == "anonymous" && $0.requestId != nil })
            try AuditLogTests.expectNoSecret(in: server, ["not-a-code-123", code, late])
        }
    }

    @Test func phoneFailuresAreRecordedWithTheNumbersAccount() async throws {
        let directory = try TemporaryDirectory()
        let configure = try PhoneSignInTests.configureCommand(directory)
        try await TestServer.with(directory: directory, configure: { configure(&$0) }) { server in
            let first = try #require(try await PhoneSignInTests.send(server).string("sessionInfo"))
            let code = try #require(try PhoneSignInTests.sentCodes(directory).last)
            let wrong = code == "000000" ? "111111" : "000000"
            #expect(try await PhoneSignInTests.verify(server, first, wrong).errorMessage == "INVALID_CODE")
            let signedIn = try await PhoneSignInTests.verify(server, first, code)
            let uid = try #require(signedIn.string("localId"))
            let second = try #require(try await PhoneSignInTests.send(server).string("sessionInfo"))
            let secondCode = try #require(try PhoneSignInTests.sentCodes(directory).last)
            server.clock.advance(seconds: 301)
            #expect(
                try await PhoneSignInTests.verify(server, second, secondCode).errorMessage
                    == "SESSION_EXPIRED")
            #expect(
                try await PhoneSignInTests.verify(server, "no-such-session-42", code).errorMessage
                    == "INVALID_SESSION_INFO")

            let entries = try Self.stored(server, provider: "phone")
            #expect(
                entries.map(\.outcome).sorted() == [
                    "INVALID_CODE", "INVALID_SESSION_INFO", "SESSION_EXPIRED",
                ])
            // The number had no account at the first try; it has one at the second.
            #expect(entries.first { $0.outcome == "INVALID_CODE" }?.target == PhoneSignInTests.number)
            #expect(entries.first { $0.outcome == "SESSION_EXPIRED" }?.target == uid)
            #expect(entries.first { $0.outcome == "INVALID_SESSION_INFO" }?.target == nil)
            try AuditLogTests.expectNoSecret(in: server, [first, second, code, secondCode, wrong])
        }
    }

    @Test func customTokenFailuresAreRecordedWithTheUidTried() async throws {
        try await TestServer.with { server in
            let account = try await TestServiceAccount.register(server)
            let stranger = try RSAKeyPair.generate()
            let claims = TestServiceAccount.claims(server, email: account.email, uid: "custom-victim")
            let forged = try JWTSigner.rs256(stranger, keyID: account.keyId).sign(claims: claims)
            let expired = try account.token(
                server, uid: "custom-victim",
                [
                    "iat": .double(Double(server.clock.milliseconds / 1000 - 7200)),
                    "exp": .double(Double(server.clock.milliseconds / 1000 - 3600)),
                ])
            let wrongAudience = try account.token(
                server, uid: "custom-victim", ["aud": "https://example.com/api"])
            for token in [forged, expired, wrongAudience] {
                let reply = try await CustomTokenTests.signIn(server, token)
                #expect(reply.errorMessage?.hasPrefix("INVALID_CUSTOM_TOKEN") == true, "\(reply.text)")
            }
            let entries = try Self.stored(server, provider: "custom")
            #expect(entries.count == 3)
            #expect(
                entries.allSatisfy { $0.outcome == "INVALID_CUSTOM_TOKEN" && $0.target == "custom-victim" })
            try AuditLogTests.expectNoSecret(in: server, [forged, expired, wrongAudience])
        }
    }

    @Test func identityProviderFailuresAreRecordedWithTheProvider() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            let claims = TestIdentityProvider.googleClaims(
                subject: "victim", email: "v@example.com", now: now)
            let tampered = TestIdentityProvider.tampered(try provider.rsa.sign(claims: claims))
            let reply = try await server.signInWithIdp(provider: "google.com", token: tampered)
            #expect(reply.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true)
            let entries = try Self.stored(server, provider: "google.com")
            #expect(entries.map(\.outcome) == ["INVALID_IDP_RESPONSE"])
            #expect(entries.first?.target == nil)
            try AuditLogTests.expectNoSecret(in: server, [tampered])
        }
    }

    @Test func refusedOIDCTokensAndSAMLResponsesAreRecordedWithTheirProvider() async throws {
        let provider = try TestOIDCProvider()
        try await TestServer.with { server in
            try await OpenIDConnectTests.configure(server, provider)
            let now = server.clock.milliseconds / 1000
            let wrongAudience = try provider.signer.sign(
                claims: provider.claims(subject: "u1", now: now, audience: "someone-else"))
            #expect(
                try await server.signInWithIdp(provider: "oidc.acme", token: wrongAudience).errorMessage?
                    .hasPrefix("INVALID_IDP_RESPONSE") == true)
            #expect(try Self.stored(server, provider: "oidc.acme").map(\.outcome) == ["INVALID_IDP_RESPONSE"])
            try AuditLogTests.expectNoSecret(in: server, [wrongAudience])
        }
        try await SAMLSignInTests.withServer { server in
            let forged = SAMLResponseVerifierTests.encoded(
                SAMLResponseVerifierTests.decoded(SAMLFixtures.signedAssertion)
                    .replacingOccurrences(of: ">alice@example.com<", with: ">mallory@example.com<"))
            #expect(try await SAMLSignInTests.signIn(server, forged).status == 400)
            let entries = try Self.stored(server, provider: "saml.fixture")
            #expect(entries.count == 1 && entries.first?.target == nil, "\(entries)")
            try AuditLogTests.expectNoSecret(in: server, [forged])
        }
    }

    @Test func repeatedFailuresThatHitTheLimitAreLockOuts() async throws {
        try await TestServer.with(configure: { $0.rateLimits.signInPerIP = 2 }) { server in
            for _ in 0..<3 {
                _ = try await CustomTokenTests.signIn(server, "not.a.token")
            }
            #expect(try Self.stored(server, provider: "custom").count == 2)
            #expect(try Self.stored(server, provider: "custom", kind: "signIn.lockedOut").count == 1)
        }
    }
}
