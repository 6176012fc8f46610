import AuthModel
import Foundation
import RxCore
import Synchronization
import Testing

@testable import AuthClient

/// `authState`: the current user, replayed to each subscriber, then every change.
struct AuthStateTests {
    @Test func subscriber_seesSignedOutThenEachChange() async throws {
        let harness = Harness()
        let received = Mutex<[AuthUser?]>([])
        let subscription = harness.client.authState.subscribe(onNext: { user in
            received.withLock { $0.append(user) }
        })
        defer { subscription.dispose() }

        try await harness.signIn()
        harness.server.respond(to: .lookup, with: Fixtures.lookup(emailVerified: true))
        _ = try await value(harness.client.reload())
        _ = try await value(harness.client.reload())
        try await completion(harness.client.signOut())

        #expect(received.withLock { $0 } == [nil, Fixtures.user(), Fixtures.user(emailVerified: true), nil])
    }

    @Test func tokenRefresh_doesNotRepublishAnUnchangedUser() async throws {
        let harness = Harness()
        try await harness.signIn()
        let received = Mutex<[AuthUser?]>([])
        let subscription = harness.client.authState.subscribe(onNext: { user in
            received.withLock { $0.append(user) }
        })
        defer { subscription.dispose() }
        harness.server.respond(to: .token, with: Fixtures.refreshed())

        _ = try await value(harness.client.refreshIDToken(force: true))

        #expect(received.withLock { $0 } == [Fixtures.user()])
    }

    @Test func signingInAsAnotherUser_replacesTheSession() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .signUp,
            with: .json(
                """
                {"localId":"anon-2","idToken":"\(Fixtures.idToken3)","refreshToken":"refresh-3",
                 "expiresIn":"3600"}
                """))
        harness.server.respond(
            to: .lookup, with: .json(#"{"users":[{"localId":"anon-2","createdAt":"1700000000000"}]}"#))

        let user = try await value(harness.client.signInAnonymously())

        #expect(user.uid == "anon-2")
        #expect(try currentValue(harness.client.authState)?.uid == "anon-2")
        #expect(try harness.storedSession?.refreshToken == "refresh-3")
    }
}
