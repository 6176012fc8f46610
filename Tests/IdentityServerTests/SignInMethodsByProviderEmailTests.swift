import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// `createAuthUri` (`fetchSignInMethodsForEmail`) finds an account by its own address or by the address
/// one of its providers gave, as Firebase does; with duplicate e-mails allowed, it names only the
/// account's password methods.
@Suite struct SignInMethodsByProviderEmailTests {
    static func authUri(_ server: TestServer, _ email: String) async throws -> TestServer.Reply {
        try await server.accounts(
            "createAuthUri", ["identifier": .string(email), "continueUri": "http://localhost"])
    }

    static func strings(_ reply: TestServer.Reply, _ key: String) -> [String] {
        reply[key]?.arrayValue?.compactMap(\.stringValue).sorted() ?? []
    }

    /// A Google user whose Google address is alice@, who then signs in by e-mail link as bob@.
    static func bobWithAlicesGoogle(_ server: TestServer) async throws {
        let google = try await EmulatorParityTests.idp(
            server, "google.com", ["sub": "g-12345", "email": "alice@example.com"])
        #expect(google.status == 200, "\(google.text)")
        let linked = try await EmulatorParityTests.emailLink(server, "bob@example.com", idToken: google["idToken"])
        #expect(linked.status == 200, "\(linked.text)")
    }

    @Test func eitherAddressFindsTheAccount() async throws {
        try await EmulatorParityTests.emulator { server in
            try await Self.bobWithAlicesGoogle(server)
            for email in ["bob@example.com", "ALICE@example.com"] {
                let reply = try await Self.authUri(server, email)
                #expect(reply.status == 200, "\(reply.text)")
                #expect(reply["registered"] == true, "\(email): \(reply.text)")
                #expect(Self.strings(reply, "allProviders") == ["google.com", "password"], "\(email)")
                #expect(Self.strings(reply, "signinMethods") == ["emailLink", "google.com"], "\(email)")
            }
            let nobody = try await Self.authUri(server, "carol@example.com")
            #expect(nobody["registered"] == false)
        }
    }

    @Test func aProvidersNewAddressIsFoundAfterTheNextSignIn() async throws {
        try await EmulatorParityTests.emulator { server in
            _ = try await EmulatorParityTests.idp(server, "google.com", ["sub": "g-1", "email": "foo@example.com"])
            let again = try await EmulatorParityTests.idp(
                server, "google.com", ["sub": "g-1", "email": "bar@example.com"])
            #expect(again.status == 200, "\(again.text)")
            #expect(Self.strings(try await Self.authUri(server, "bar@example.com"), "signinMethods") == ["google.com"])
            let account = try await server.accounts("lookup", ["idToken": again["idToken"] ?? .null])
            #expect(account["users"]?.arrayValue?.first?["email"] == "foo@example.com")
        }
    }

    @Test func withDuplicateEmailsOnlyPasswordMethodsAreNamed() async throws {
        try await EmulatorParityTests.emulator { server in
            try await Self.bobWithAlicesGoogle(server)
            let patched = try await ProjectConfigTests.patch(
                server, ["signIn": ["allowDuplicateEmails": true]], mask: "signIn.allowDuplicateEmails",
                bearer: "owner")
            #expect(patched.status == 200, "\(patched.text)")
            for email in ["bob@example.com", "alice@example.com"] {
                let reply = try await Self.authUri(server, email)
                #expect(reply["registered"] == true, "\(email): \(reply.text)")
                #expect(Self.strings(reply, "allProviders") == ["password"], "\(email)")
                #expect(Self.strings(reply, "signinMethods") == ["emailLink"], "\(email)")
            }
        }
    }

    /// In production (enumeration protection switched off) the lookup is the same.
    @Test func productionFindsTheProvidersAddressWhenEnumerationProtectionIsOff() async throws {
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server throws in
            let user = try await server.signUp("owner@example.com")
            let admin = try await server.admin(
                ":update",
                ["localId": user["localId"] ?? .null,
                 "linkProviderUserInfo": ["providerId": "github.com", "rawId": "gh-7", "email": "Handle@Example.com"]])
            #expect(admin.status == 200, "\(admin.text)")
            let reply = try await Self.authUri(server, "handle@example.com")
            #expect(reply["registered"] == true, "\(reply.text)")
            #expect(Self.strings(reply, "signinMethods") == ["github.com", "password"])
        }
    }
}
