import AuthModel
import Foundation
import RxCore
import Synchronization
import Testing

@testable import AuthClient

/// The test value fails every unstubbed endpoint loudly, naming it.
struct AuthClientFailingTests {
    @Test func everyEndpoint_failsWithItsName_andReportsIt() async throws {
        let reported = Mutex<[String]>([])
        let client = AuthClient.failing { error in reported.withLock { $0.append(error.endpoint) } }
        let calls: [(String, () async throws -> Void)] = [
            (
                "signUp(email:password:displayName:)",
                { _ = try await value(client.signUp(email: "e", password: "p")) }
            ),
            ("signIn(email:password:)", { _ = try await value(client.signIn(email: "e", password: "p")) }),
            ("signInAnonymously()", { _ = try await value(client.signInAnonymously()) }),
            (
                "signIn(with:)",
                { _ = try await value(client.signIn(with: .google(idToken: "g", accessToken: nil))) }
            ),
            (
                "signIn(withCustomToken:)",
                { _ = try await value(client.signIn(withCustomToken: "t")) }
            ),
            ("signOut()", { try await completion(client.signOut()) }),
            ("reload()", { _ = try await value(client.reload()) }),
            ("refreshIDToken(force:)", { _ = try await value(client.refreshIDToken()) }),
            (
                "link(with:)",
                { _ = try await value(client.link(with: .emailPassword(email: "e", password: "p"))) }
            ),
            ("unlink(providerID:)", { _ = try await value(client.unlink(providerID: "google.com")) }),
            (
                "updateProfile(displayName:photoURL:)",
                { _ = try await value(client.updateProfile(displayName: "n")) }
            ),
            ("updateEmail(to:)", { _ = try await value(client.updateEmail(to: "e")) }),
            ("updatePassword(to:)", { try await completion(client.updatePassword(to: "p")) }),
            ("deleteAccount()", { try await completion(client.deleteAccount()) }),
            ("sendPasswordReset(email:)", { try await completion(client.sendPasswordReset(email: "e")) }),
            (
                "sendSignInLink(email:settings:)",
                {
                    try await completion(
                        client.sendSignInLink(
                            email: "e",
                            settings: ActionCodeSettings(url: URL(string: "https://a.example.com/")!)))
                }
            ),
            ("sendEmailVerification()", { try await completion(client.sendEmailVerification()) }),
            ("verifyPasswordResetCode(_:)", { _ = try await value(client.verifyPasswordResetCode("c")) }),
            (
                "confirmPasswordReset(code:newPassword:)",
                {
                    try await completion(client.confirmPasswordReset(code: "c", newPassword: "p"))
                }
            ),
            ("authState", { _ = try await events(of: client.authState) }),
        ]

        for (endpoint, call) in calls {
            await #expect(throws: AuthClient.Unimplemented(endpoint: endpoint)) { try await call() }
        }
        #expect(reported.withLock { $0 } == calls.map(\.0))
    }

    @Test func overriddenEndpoint_isUsed_othersStillFail() async throws {
        var client = AuthClient.failing { _ in }
        let user = AuthUser(uid: "u1", email: "kim@example.com")
        client.signIn = { email, _ in .just(AuthUser(uid: "u1", email: email)) }

        #expect(try await value(client.signIn(email: "kim@example.com", password: "pw")) == user)
        await #expect(throws: AuthClient.Unimplemented(endpoint: "signOut()")) {
            try await completion(client.signOut())
        }
    }

    @Test func unimplementedDescription_namesTheEndpoint() {
        let error = AuthClient.Unimplemented(endpoint: "reload()")
        #expect(error.description == "AuthClient.reload() is unimplemented in this test value")
        #expect(error.localizedDescription == error.description)
    }

    @Test func failing_doesNotFailBeforeSubscription() {
        let reported = Mutex(0)
        let client = AuthClient.failing { _ in reported.withLock { $0 += 1 } }

        _ = client.signInAnonymously()

        #expect(reported.withLock { $0 } == 0)
    }
}
