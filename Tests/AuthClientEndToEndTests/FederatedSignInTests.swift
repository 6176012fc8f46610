import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// Google and Apple sign-in through AuthClient against `sesame serve` trusting a test provider whose
/// keys the server downloads from a loopback JWKS.
struct FederatedSignInTests {
    @Test func signInWithGoogle_createsAGoogleAccount_andSigningInAgainFindsIt() async throws {
        try await TestIdentityProvider.with { provider in
            try await SesameServer.with(provider.serverArguments) { server in
                let app = try ClientUnderTest(server: server)
                let token = try provider.googleIDToken(subject: "g-100", email: "ada@example.com")
                let credential = ProviderCredential.google(idToken: token, accessToken: "ya29.e2e-access")

                let user = try await app.client.signIn(with: credential).value
                #expect(user.email == "ada@example.com")
                #expect(user.providerIDs == ["google.com"])
                #expect(user.displayName == "Ada Lovelace")
                #expect(app.states == [nil, user])
                let session = try #require(try app.storedSession())
                #expect(try claims(of: session.idToken).subject == user.uid)

                try await app.client.signOut().value
                let again = try await app.client.signIn(with: credential).value
                #expect(again.uid == user.uid)
            }
        }
    }

    @Test func signInWithGoogle_anAccessTokenAlone_isCheckedWithGoogle() async throws {
        try await TestIdentityProvider.with { provider in
            try await SesameServer.with(provider.serverArguments) { server in
                let app = try ClientUnderTest(server: server)
                let accessToken = provider.googleAccessToken(subject: "g-300", email: "joan@example.com")

                let user = try await app.client.signIn(with: .google(idToken: nil, accessToken: accessToken))
                    .value
                #expect(user.email == "joan@example.com")
                #expect(user.providerIDs == ["google.com"])
                #expect(user.displayName == "Ada Lovelace")

                // The ID token of the same Google user reaches the same account.
                let idToken = try provider.googleIDToken(subject: "g-300", email: "joan@example.com")
                let other = try ClientUnderTest(server: server)
                let again = try await other.client.signIn(with: .google(idToken: idToken, accessToken: nil))
                    .value
                #expect(again.uid == user.uid)

                // An access token Google does not know is refused.
                let stranger = try ClientUnderTest(server: server)
                await #expect(throws: AuthError.self) {
                    try await stranger.client.signIn(with: .google(idToken: nil, accessToken: "ya29.unknown"))
                        .value
                }
                #expect(stranger.states == [nil])
            }
        }
    }

    @Test func signInWithApple_sendsTheRawNonce() async throws {
        try await TestIdentityProvider.with { provider in
            try await SesameServer.with(provider.serverArguments) { server in
                let app = try ClientUnderTest(server: server)
                let rawNonce = "e2e-raw-nonce-0123456789"
                let token = try provider.appleIDToken(
                    subject: "001234.apple.e2e", email: "tim@example.com", rawNonce: rawNonce)

                let user = try await app.client.signIn(
                    with: .apple(
                        idToken: token, rawNonce: rawNonce,
                        fullName: .init(firstName: "Tim", lastName: "Berners-Lee"))
                ).value
                #expect(user.email == "tim@example.com")
                #expect(user.providerIDs == ["apple.com"])
                #expect(user.displayName == "Tim Berners-Lee")
                #expect(app.currentUser == user)

                // The same token with another raw nonce does not match the hashed one it carries.
                let other = try ClientUnderTest(server: server)
                await #expect(throws: AuthError.self) {
                    try await other.client.signIn(with: .apple(idToken: token, rawNonce: "another-nonce")).value
                }
                #expect(other.states == [nil])
            }
        }
    }

    @Test func linkingGoogleToAPasswordAccount_thenUnlinkingIt() async throws {
        try await TestIdentityProvider.with { provider in
            try await SesameServer.with(provider.serverArguments) { server in
                let app = try ClientUnderTest(server: server)
                let account = try await app.client.signUp(email: "grace@example.com", password: "cobol-rules-1")
                    .value
                let token = try provider.googleIDToken(subject: "g-200", email: "grace@example.com")
                let google = ProviderCredential.google(idToken: token, accessToken: nil)

                let linked = try await app.client.link(with: google).value
                #expect(linked.uid == account.uid)
                #expect(Set(linked.providerIDs) == ["password", "google.com"])
                #expect(app.currentUser == linked)

                // Google now reaches the same account.
                let elsewhere = try ClientUnderTest(server: server)
                #expect(try await elsewhere.client.signIn(with: google).value.uid == account.uid)

                let unlinked = try await app.client.unlink(providerID: "google.com").value
                #expect(unlinked.uid == account.uid)
                #expect(unlinked.providerIDs == ["password"])
                #expect(try await app.client.reload().value.providerIDs == ["password"])

                // Linking Google, which vouches for the address, verified Grace's e-mail: unlinked,
                // Google reaches the account again as a second way in, and the password still works.
                let owner = try ClientUnderTest(server: server)
                let again = try await owner.client.signIn(with: google).value
                #expect(again.uid == account.uid)
                #expect(again.isEmailVerified)
                #expect(Set(again.providerIDs) == ["password", "google.com"])
                #expect(
                    try await owner.client.signIn(email: "grace@example.com", password: "cobol-rules-1").value.uid
                        == account.uid)
            }
        }
    }

    @Test func anInvalidToken_failsWithInvalidIdpResponse() async throws {
        try await TestIdentityProvider.with { provider in
            try await SesameServer.with(provider.serverArguments) { server in
                let app = try ClientUnderTest(server: server)
                let token = try provider.googleIDToken(subject: "g-300", email: "eve@example.com")
                var parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                parts[2] = String(parts[2].reversed())
                let forged = parts.joined(separator: ".")

                await #expect(throws: AuthError(.invalidIdentityProviderResponse)) {
                    try await app.client.signIn(with: .google(idToken: forged, accessToken: nil)).value
                }
                await #expect(throws: AuthError(.invalidIdentityProviderResponse)) {
                    try await app.client.signIn(with: .google(idToken: "not-a-jwt", accessToken: nil)).value
                }
                #expect(app.states == [nil])
                #expect(try app.storedKeys() == [])
            }
        }
    }
}
