import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// A password change on one device ends the sessions on the others.
struct PasswordChangeTests {
    @Test func changingThePassword_signsOutTheOtherSessionAtItsNextRefresh() async throws {
        try await SesameServer.with { server in
            let phone = try ClientUnderTest(server: server)
            let laptop = try ClientUnderTest(server: server)
            let user = try await phone.client.signUp(email: "hedy@example.com", password: "frequency-1").value
            let onLaptop = try await laptop.client.signIn(email: "hedy@example.com", password: "frequency-1")
                .value
            #expect(onLaptop.uid == user.uid)
            let phoneBefore = try #require(try phone.storedSession())

            try await phone.client.updatePassword(to: "hopping-2").value

            // The phone keeps going with the tokens the change handed out.
            let phoneAfter = try #require(try phone.storedSession())
            #expect(phoneAfter.refreshToken != phoneBefore.refreshToken)
            #expect(phone.currentUser?.uid == user.uid)
            let phoneRefreshed = try await phone.client.refreshIDToken(force: true).value
            #expect(phoneRefreshed.user.uid == user.uid)
            #expect(try await phone.client.reload().value.uid == user.uid)

            // The laptop's refresh token was revoked with the change.
            await #expect(throws: AuthError(.tokenExpired)) {
                try await laptop.client.refreshIDToken(force: true).value
            }
            #expect(laptop.states == [nil, onLaptop, nil])
            #expect(try laptop.storedSession() == nil)
            #expect(try laptop.storedKeys() == [])

            // Only the new password signs in now.
            await #expect(throws: AuthError(.invalidLoginCredentials)) {
                try await laptop.client.signIn(email: "hedy@example.com", password: "frequency-1").value
            }
            #expect(laptop.currentUser == nil)
            let again = try await laptop.client.signIn(email: "hedy@example.com", password: "hopping-2").value
            #expect(again.uid == user.uid)
            #expect(laptop.currentUser == again)
        }
    }
}
