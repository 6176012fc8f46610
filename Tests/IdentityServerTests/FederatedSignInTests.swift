import AuthCrypto
import Foundation
import IdentityServer
import Testing

/// Runs `body` with a test identity provider and a server that trusts it for Google and Apple.
func withIdentityProvider(
    emulator: Bool = false, logSink: @escaping @Sendable (String) -> Void = { _ in },
    configure: (inout ServerConfiguration) -> Void = { _ in },
    _ body: (TestServer, TestIdentityProvider) async throws -> Void
) async throws {
    let provider = try TestIdentityProvider()
    do {
        try await TestServer.with(
            logSink: logSink,
            configure: { configuration in
                provider.trust(&configuration)
                configuration.emulator = emulator
                configure(&configuration)
            }
        ) { server in try await body(server, provider) }
    } catch {
        await provider.stop()
        throw error
    }
    await provider.stop()
}

@Suite struct FederatedSignInTests {
    @Test func googleTokenSignsInAndTheSameSubjectSignsInAgain() async throws {
        try await withIdentityProvider { server, provider in
            let claims = TestIdentityProvider.googleClaims(
                subject: "g-100", email: "Ada@Example.com", now: server.clock.milliseconds / 1000)
            let token = try provider.rsa.sign(claims: claims)
            let first = try await server.signInWithIdp(provider: "google.com", token: token)
            #expect(first.status == 200)
            #expect(first.string("providerId") == "google.com")
            #expect(first.string("federatedId") == "https://accounts.google.com/g-100")
            #expect(first.string("email") == "ada@example.com")
            #expect(first["emailVerified"] == true)
            #expect(first["isNewUser"] == true)
            #expect(first.string("displayName") == "Ada")
            #expect(first.string("oauthIdToken") == token)
            #expect(first.string("idToken")?.split(separator: ".").count == 3)
            #expect(first.string("refreshToken") != nil)
            #expect(first.string("expiresIn") == "3600")
            let raw = first.string("rawUserInfo").flatMap { JSON.parse(Data($0.utf8)) }
            #expect(raw?["sub"] == "g-100")

            // Same subject, new e-mail at Google: still the same account (identity is provider + sub).
            let renamed = TestIdentityProvider.googleClaims(
                subject: "g-100", email: "other@example.com", now: server.clock.milliseconds / 1000)
            let second = try await server.signInWithIdp(
                provider: "google.com", token: try provider.ec.sign(claims: renamed),
                path: "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyAssertion")
            #expect(second.status == 200)
            #expect(second.string("localId") == first.string("localId"))
            #expect(second["isNewUser"] == nil)
        }
    }

    @Test func appleTokenWithMatchingNonceSignsIn() async throws {
        try await withIdentityProvider { server, provider in
            let claims = try TestIdentityProvider.appleClaims(
                subject: "001234.abcd", email: "bob@privaterelay.appleid.com", rawNonce: "raw-nonce-42",
                now: server.clock.milliseconds / 1000)
            let reply = try await server.signInWithIdp(
                provider: "apple.com", token: try provider.ec.sign(claims: claims), nonce: "raw-nonce-42")
            #expect(reply.status == 200)
            #expect(reply.string("providerId") == "apple.com")
            #expect(reply.string("federatedId") == "001234.abcd")
            #expect(reply["emailVerified"] == true)
            #expect(reply["isNewUser"] == true)
            #expect(reply.string("idToken") != nil)
        }
    }

    @Test func keyRotationIsPickedUpByARefetchAtMostOncePerMinute() async throws {
        try await withIdentityProvider { server, provider in
            let now = { server.clock.milliseconds / 1000 }
            let first = try await server.signInWithIdp(
                provider: "google.com",
                token: try provider.rsa.sign(
                    claims: TestIdentityProvider.googleClaims(subject: "g-1", email: nil, now: now())))
            #expect(first.status == 200)
            #expect(provider.fetches == 1)

            let rotated = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "idp-rsa-2")
            try provider.publish([rotated])
            let claims = { TestIdentityProvider.googleClaims(subject: "g-1", email: nil, now: now()) }
            let tooSoon = try await server.signInWithIdp(
                provider: "google.com", token: try rotated.sign(claims: claims()))
            #expect(tooSoon.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true)
            #expect(provider.fetches == 1)

            server.clock.advance(seconds: 61)
            let afterRotation = try await server.signInWithIdp(
                provider: "google.com", token: try rotated.sign(claims: claims()))
            #expect(afterRotation.status == 200)
            #expect(afterRotation.string("localId") == first.string("localId"))
            #expect(provider.fetches == 2)
        }
    }

    @Test func unknownKeyIDNotInTheRefetchedSetIsRejected() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            let good = try provider.rsa.sign(
                claims: TestIdentityProvider.googleClaims(subject: "g-1", email: nil, now: now))
            #expect(try await server.signInWithIdp(provider: "google.com", token: good).status == 200)
            server.clock.advance(seconds: 61)
            let stranger = JWTSigner.rs256(try RSAKeyPair.generate(bits: 2048), keyID: "not-published")
            let claims = TestIdentityProvider.googleClaims(
                subject: "g-1", email: nil, now: server.clock.milliseconds / 1000)
            let reply = try await server.signInWithIdp(
                provider: "google.com", token: try stranger.sign(claims: claims))
            #expect(reply.status == 400)
            #expect(
                reply.errorMessage
                    == "INVALID_IDP_RESPONSE : Invalid Idp Response: id_token is signed with an unknown key.")
            #expect(provider.fetches == 2)
        }
    }

    @Test func clockSkewUpToSixtySecondsIsTolerated() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            var claims = TestIdentityProvider.googleClaims(subject: "g-1", email: nil, now: now)
            claims["exp"] = .int(Int64(now - 30))
            claims["iat"] = .int(Int64(now + 30))
            let slightlyOff = try await server.signInWithIdp(
                provider: "google.com", token: try provider.rsa.sign(claims: claims))
            #expect(slightlyOff.status == 200)
        }
    }

    @Test func emulatorModeAcceptsUnsignedTokens() async throws {
        try await withIdentityProvider(emulator: true) { server, _ in
            let claims = TestIdentityProvider.googleClaims(subject: "g-emu", email: "emu@example.com", now: 0)
            let unsigned = try await server.signInWithIdp(
                provider: "google.com", token: try TestIdentityProvider.unsigned(claims))
            #expect(unsigned.status == 200)
            #expect(unsigned.string("federatedId") == "https://accounts.google.com/g-emu")
            let json = try await server.signInWithIdp(
                provider: "apple.com", token: "%7B%22sub%22%3A%22a-emu%22%7D")
            #expect(json.status == 200)
            #expect(json.string("federatedId") == "a-emu")
        }
    }
}

/// Emulator mode takes any provider id with unchecked claims, as Firebase's emulator does; production
/// mode knows only the providers it can verify.
@Suite struct EmulatorProviderTests {
    static func encoded(_ json: String) -> String {
        json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? json
    }

    @Test func anyProviderSignsInWithUncheckedClaimsInEmulatorModeOnly() async throws {
        let claims = #"{"sub":"gh-1","email":"Octo@Example.com","email_verified":true,"name":"Octo"}"#
        try await withIdentityProvider(emulator: true) { server, _ in
            let first = try await server.signInWithIdp(postBody: "providerId=github.com&access_token=\(Self.encoded(claims))")
            #expect(first.status == 200, "\(first.text)")
            #expect(first["isNewUser"] == true)
            #expect(first.string("providerId") == "github.com")
            #expect(first.string("federatedId") == "gh-1")
            #expect(first.string("email") == "octo@example.com")
            #expect(first.string("idToken") != nil)
            let again = try await server.signInWithIdp(postBody: "providerId=github.com&id_token=\(Self.encoded(claims))")
            #expect(again.string("localId") == first.string("localId"))
            #expect(again["isNewUser"] == nil)
            let noSubject = try await server.signInWithIdp(postBody: "providerId=facebook.com&access_token=%7B%7D")
            #expect(noSubject.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true)
        }
        try await withIdentityProvider { server, _ in
            let refused = try await server.signInWithIdp(postBody: "providerId=github.com&access_token=\(Self.encoded(claims))")
            #expect(refused.errorMessage == "OPERATION_NOT_ALLOWED : The identity provider configuration is not found.")
        }
    }

    @Test func aSAMLResponseNamesTheAddressAndIsChecked() async throws {
        let claims = Self.encoded(#"{"sub":"s-1","email":"token@example.com"}"#)
        try await withIdentityProvider(emulator: true) { server, _ in
            for broken in [#"{}"#, #"{"assertion":{}}"#, #"{"assertion":{"subject":{}}}"#] {
                let reply = try await server.signInWithIdp(
                    postBody: "providerId=saml.corp&id_token=\(claims)&SAMLResponse=\(Self.encoded(broken))")
                #expect(reply.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(broken)")
            }
            let response = #"{"assertion":{"subject":{"nameId":"Jane@Example.com"},"attributeStatements":{"name":"Jane"}}}"#
            let reply = try await server.signInWithIdp(
                postBody: "providerId=saml.corp&id_token=\(claims)&SAMLResponse=\(Self.encoded(response))")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.string("email") == "Jane@Example.com")
            #expect(reply["emailVerified"] == true)
            #expect(reply.string("rawUserInfo") == #"{"name":"Jane"}"#)
        }
    }

    /// A request URI must be absolute; the same identity linked again is FEDERATED_USER_ID_ALREADY_LINKED
    /// (on a 200 with the credential when asked for), and a tenant's answer names the tenant.
    @Test func requestURIRelinkingAndTheTenantInTheAnswer() async throws {
        let claims = Self.encoded(#"{"sub":"gh-2","email":"x@example.com","email_verified":true}"#)
        try await withIdentityProvider(emulator: true) { server, _ in
            let relative = try await server.accounts(
                "signInWithIdp", ["requestUri": "not-absolute", "postBody": .string("providerId=github.com&id_token=\(claims)")])
            #expect(relative.errorMessage == "INVALID_REQUEST_URI")
            let first = try await server.signInWithIdp(postBody: "providerId=github.com&id_token=\(claims)")
            let again = try await server.signInWithIdp(
                postBody: "providerId=github.com&id_token=\(claims)", idToken: first.string("idToken"))
            #expect(again.status == 200)
            #expect(again["errorMessage"] == "FEDERATED_USER_ID_ALREADY_LINKED")
            #expect(again["idToken"] == nil)
            let tenant = try await TenantTests.create(server, ["displayName": "Idp-Co"])
            let inTenant = try await server.accounts(
                "signInWithIdp",
                ["requestUri": "http://localhost", "postBody": .string("providerId=github.com&id_token=\(claims)"),
                 "tenantId": .string(tenant), "returnSecureToken": true])
            #expect(inTenant.status == 200, "\(inTenant.text)")
            #expect(inTenant.string("tenantId") == tenant)
        }
    }
}
