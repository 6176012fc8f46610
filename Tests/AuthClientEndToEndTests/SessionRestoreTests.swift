import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// A new client over the session file of an earlier one (the app started again) finds the session
/// and can use its tokens.
struct SessionRestoreTests {
    @Test func aNewClientOverTheSameFile_restoresTheSessionAndItsTokensWork() async throws {
        try await SesameServer.with { server in
            var first: ClientUnderTest? = try ClientUnderTest(server: server)
            let user = try await #require(first).client.signUp(
                email: "grace@example.com", password: "compiler-1", displayName: nil
            ).value
            let signedIn = try #require(try first?.storedSession())
            let storeDirectory = try #require(first).storeDirectory
            first = nil  // the first run ends; only the file remains

            let second = try ClientUnderTest(server: server, storeDirectory: storeDirectory)
            #expect(second.states == [user])
            let reloaded = try await second.client.reload().value
            #expect(reloaded.uid == user.uid)
            #expect(reloaded.email == "grace@example.com")
            // The restored refresh token buys new tokens, and they are remembered.
            let refreshed = try await second.client.refreshIDToken(force: true).value
            #expect(refreshed.user.uid == user.uid)
            #expect(refreshed.refreshToken != signedIn.refreshToken)
            #expect(try second.storedSession() == refreshed)
            #expect(try await second.client.reload().value.uid == user.uid)
        }
    }

    @Test func aSignOutIsRemembered_soTheNextClientStartsSignedOut() async throws {
        try await SesameServer.with { server in
            let first = try ClientUnderTest(server: server)
            _ = try await first.client.signUp(email: "alan@example.com", password: "machine-1").value
            try await first.client.signOut().value

            let second = try ClientUnderTest(server: server, storeDirectory: first.storeDirectory)
            #expect(second.states == [nil])
            await #expect(throws: AuthError(.notSignedIn)) { try await second.client.reload().value }
        }
    }

    @Test func aRestoredSessionWhoseTokenTheServerRejects_isRefreshedAndTheCallRetried() async throws {
        try await SesameServer.with { server in
            let first = try ClientUnderTest(server: server)
            let user = try await first.client.signUp(email: "edsger@example.com", password: "goto-harmful-1")
                .value
            var doctored = try #require(try first.storedSession())
            let original = doctored
            doctored.idToken = try tamperedSignature(of: original.idToken)
            try first.storeSession(doctored)

            let second = try ClientUnderTest(server: server, storeDirectory: first.storeDirectory)
            #expect(second.states == [user])
            // The lookup is refused (INVALID_ID_TOKEN); the client refreshes and asks again.
            let reloaded = try await second.client.reload().value
            #expect(reloaded.uid == user.uid)
            let renewed = try #require(try second.storedSession())
            #expect(renewed.idToken != doctored.idToken)
            #expect(renewed.refreshToken != original.refreshToken)
            #expect(try claims(of: renewed.idToken).subject == user.uid)
            #expect(second.states.allSatisfy { $0?.uid == user.uid })
        }
    }
}
