import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// Sign-up, sign-out and sign-in against a real server, watched through `authState` and the session
/// file.
struct SignInLifecycleTests {
    @Test func signUp_signOut_signIn() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            #expect(app.states == [nil])

            let user = try await app.client.signUp(
                email: "ada@example.com", password: "analytical-1", displayName: "Ada"
            ).value
            #expect(user.email == "ada@example.com")
            #expect(user.displayName == "Ada")
            #expect(user.providerIDs == ["password"])
            #expect(!user.isAnonymous)
            #expect(!user.uid.isEmpty)
            #expect(app.states == [nil, user])
            let session = try #require(try app.storedSession())
            #expect(session.user == user)
            let tokenClaims = try claims(of: session.idToken)
            #expect(tokenClaims.subject == user.uid)
            #expect(tokenClaims.audience == SesameServer.projectID)
            #expect(!session.refreshToken.isEmpty)

            try await app.client.signOut().value
            #expect(app.states == [nil, user, nil])
            #expect(try app.storedSession() == nil)
            #expect(try app.storedKeys() == [])

            let again = try await app.client.signIn(email: "ada@example.com", password: "analytical-1").value
            #expect(again.uid == user.uid)
            #expect(again.email == "ada@example.com")
            #expect(app.states.count == 4)
            #expect(app.states.last == again)
            let newSession = try #require(try app.storedSession())
            #expect(newSession.user == again)
            #expect(newSession.refreshToken != session.refreshToken)
            #expect(try await app.client.reload().value.uid == user.uid)
        }
    }

    @Test func anonymousSignIn_thenLinkingAPassword_keepsTheAccount() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)

            let guest = try await app.client.signInAnonymously().value
            #expect(guest.isAnonymous)
            #expect(guest.email == nil)
            #expect(app.states == [nil, guest])

            let linked = try await app.client.link(
                with: .emailPassword(email: "guest@example.com", password: "keep-me-1")
            ).value
            #expect(linked.uid == guest.uid)
            #expect(linked.email == "guest@example.com")
            #expect(!linked.isAnonymous)
            #expect(linked.providerIDs.contains("password"))
            #expect(app.states.last == linked)

            try await app.client.signOut().value
            let back = try await app.client.signIn(email: "guest@example.com", password: "keep-me-1").value
            #expect(back.uid == guest.uid)
        }
    }
}
