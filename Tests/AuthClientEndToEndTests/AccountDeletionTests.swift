import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// Deleting the account signs out everywhere it is used and frees its e-mail address.
struct AccountDeletionTests {
    @Test func deletingTheAccount_signsOutAndItsCredentialsStopWorking() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            let other = try ClientUnderTest(server: server)
            let user = try await app.client.signUp(email: "ida@example.com", password: "rhodes-1").value
            _ = try await other.client.signIn(email: "ida@example.com", password: "rhodes-1").value

            try await app.client.deleteAccount().value
            #expect(app.states == [nil, user, nil])
            #expect(try app.storedKeys() == [])

            await #expect(throws: AuthError(.invalidLoginCredentials)) {
                try await app.client.signIn(email: "ida@example.com", password: "rhodes-1").value
            }
            #expect(app.currentUser == nil)
            await #expect(throws: AuthError(.notSignedIn)) { try await app.client.deleteAccount().value }

            // The other device's session belonged to the deleted account: its next call says so and
            // signs it out.
            await #expect(throws: AuthError(.userNotFound)) { try await other.client.reload().value }
            #expect(other.currentUser == nil)
            #expect(try other.storedKeys() == [])

            // The address can be used for a new account.
            let newcomer = try await app.client.signUp(email: "ida@example.com", password: "rhodes-2").value
            #expect(newcomer.uid != user.uid)
        }
    }
}
