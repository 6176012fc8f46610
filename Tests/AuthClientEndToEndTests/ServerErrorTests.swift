import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// The server's refusals reach the app as AuthModel's `AuthError`, and leave the client signed out.
struct ServerErrorTests {
    @Test func aDuplicateSignUp_failsWithEmailExists() async throws {
        try await SesameServer.with { server in
            let first = try ClientUnderTest(server: server)
            let second = try ClientUnderTest(server: server)
            let user = try await first.client.signUp(email: "mary@example.com", password: "lovelace-1").value

            await #expect(throws: AuthError(.emailExists)) {
                try await second.client.signUp(email: "mary@example.com", password: "other-pass-2").value
            }
            #expect(second.states == [nil])
            #expect(try second.storedKeys() == [])
            #expect(first.currentUser == user)
        }
    }

    @Test func aShortPassword_failsWithWeakPasswordAndTheServersDetail() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            let error = await #expect(throws: AuthError.self) {
                try await app.client.signUp(email: "short@example.com", password: "abc").value
            }
            #expect(error?.kind == .weakPassword)
            #expect(error?.code == "WEAK_PASSWORD")
            #expect(error?.detail?.isEmpty == false)
            #expect(app.states == [nil])
            // Nothing was created: the address is still free.
            let user = try await app.client.signUp(email: "short@example.com", password: "longer-1").value
            #expect(user.email == "short@example.com")
        }
    }

    @Test func wrongCredentialsAndBadInput_failWithTheirCodes() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            _ = try await app.client.signUp(email: "ken@example.com", password: "unix-1").value
            try await app.client.signOut().value

            await #expect(throws: AuthError(.invalidLoginCredentials)) {
                try await app.client.signIn(email: "ken@example.com", password: "plan9-1").value
            }
            await #expect(throws: AuthError(.invalidLoginCredentials)) {
                try await app.client.signIn(email: "nobody@example.com", password: "unix-1").value
            }
            await #expect(throws: AuthError(.invalidEmail)) {
                try await app.client.signUp(email: "not-an-address", password: "unix-1").value
            }
            #expect(app.currentUser == nil)
        }
    }

    @Test func aWrongAPIKey_failsWithInvalidAPIKey() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server, apiKey: "not-the-key")
            await #expect(throws: AuthError(.invalidAPIKey)) {
                try await app.client.signUp(email: "eve@example.com", password: "intruder-1").value
            }
            #expect(app.states == [nil])
        }
    }
}
