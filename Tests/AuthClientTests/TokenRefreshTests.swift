import AuthModel
import Foundation
import Synchronization
import Testing

@testable import AuthClient

/// ID-token freshness: refresh within the margin, one shared refresh, retry after rejection, sign-out
/// when the refresh token is dead.
struct TokenRefreshTests {
    @Test func forcedRefresh_postsTheRefreshTokenToSecureToken() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: Fixtures.refreshed())

        let session = try await value(harness.client.refreshIDToken(force: true))

        expectRequest(
            harness.server.requests.last, .token,
            body: ["grant_type": "refresh_token", "refresh_token": "refresh-1"])
        #expect(harness.server.requests.last?.path == "/securetoken.googleapis.com/v1/token")
        #expect(session.idToken == Fixtures.idToken2)
        #expect(session.refreshToken == "refresh-2")
        #expect(session.expiresAt == harness.clock.now.addingTimeInterval(3600))
        #expect(try harness.storedSession == session)
    }

    @Test func tokenOutsideTheMargin_isUsedAsIs() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.clock.advance(by: 3600 - 5 * 60 - 1)

        _ = try await value(harness.client.reload())

        #expect(harness.server.endpoints == [.signInWithPassword, .lookup, .lookup])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken1)])
    }

    @Test func tokenWithinTheMargin_isRefreshedBeforeTheCall() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: Fixtures.refreshed())
        harness.clock.advance(by: 3600 - 5 * 60 + 1)

        _ = try await value(harness.client.reload())

        #expect(harness.server.endpoints == [.signInWithPassword, .lookup, .token, .lookup])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken2)])
        #expect(try harness.storedSession?.idToken == Fixtures.idToken2)
    }

    @Test func unforcedRefresh_ofAFreshToken_sendsNothing() async throws {
        let harness = Harness()
        try await harness.signIn()

        let session = try await value(harness.client.refreshIDToken(force: false))

        #expect(session.idToken == Fixtures.idToken1)
        #expect(harness.server.requests(to: .token).isEmpty)
    }

    @Test func concurrentCallers_shareOneRefresh() async throws {
        let harness = Harness()
        try await harness.signIn()
        // The refresh answer is held back so that every caller arrives while it is in flight.
        harness.server.respond(to: .token, with: with(Fixtures.refreshed()) { $0.delay = 0.3 })
        harness.clock.advance(by: 3600)

        let sessions = try await withThrowingTaskGroup(of: AuthSession.self) { group in
            for _ in 0..<10 {
                group.addTask { try await value(harness.client.refreshIDToken(force: false)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(harness.server.requests(to: .token).count == 1)
        #expect(sessions.count == 10)
        #expect(sessions.allSatisfy { $0.idToken == Fixtures.idToken2 })
    }

    @Test func concurrentCallsNeedingAToken_shareOneRefresh() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: with(Fixtures.refreshed()) { $0.delay = 0.3 })
        harness.clock.advance(by: 3600)

        try await withThrowingTaskGroup(of: AuthUser.self) { group in
            for _ in 0..<10 {
                group.addTask { try await value(harness.client.reload()) }
            }
            try await group.waitForAll()
        }

        #expect(harness.server.requests(to: .token).count == 1)
        let lookups = harness.server.requests(to: .lookup).dropFirst()
        #expect(lookups.count == 10)
        #expect(lookups.allSatisfy { $0.body == ["idToken": .string(Fixtures.idToken2)] })
    }

    @Test(arguments: ["TOKEN_EXPIRED", "INVALID_ID_TOKEN"])
    func rejectedIDToken_isRefreshedAndTheCallRetriedOnce(code: String) async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: Fixtures.refreshed())
        harness.server.respond(to: .lookup) { request in
            request.body?["idToken"]?.stringValue == Fixtures.idToken1 ? .error(code) : Fixtures.lookup()
        }

        let user = try await value(harness.client.reload())

        #expect(user == Fixtures.user())
        #expect(harness.server.endpoints == [.signInWithPassword, .lookup, .lookup, .token, .lookup])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken2)])
        #expect(try currentValue(harness.client.authState) == Fixtures.user())
    }

    @Test func rejectedAgainAfterTheRetry_signsOutWithoutASecondRetry() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: Fixtures.refreshed())
        harness.server.respond(to: .lookup, with: .error("TOKEN_EXPIRED"))

        await #expect(throws: AuthError(.tokenExpired)) { try await value(harness.client.reload()) }

        #expect(harness.server.endpoints == [.signInWithPassword, .lookup, .lookup, .token, .lookup])
        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
    }

    @Test(arguments: ["INVALID_REFRESH_TOKEN", "USER_DISABLED", "USER_NOT_FOUND", "TOKEN_EXPIRED"])
    func failedRefresh_withADeadSession_signsOut(code: String) async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: .error(code))
        harness.clock.advance(by: 3600)

        await #expect(throws: AuthError(code: code)) { try await value(harness.client.reload()) }

        #expect(harness.server.endpoints == [.signInWithPassword, .lookup, .token])
        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
    }

    @Test func failedRefresh_forAnotherReason_keepsTheSession() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .token, with: .error("TOO_MANY_ATTEMPTS_TRY_LATER"))

        await #expect(throws: AuthError(.tooManyAttempts)) {
            try await value(harness.client.refreshIDToken(force: true))
        }

        #expect(try currentValue(harness.client.authState) == Fixtures.user())
        #expect(try harness.storedSession?.refreshToken == "refresh-1")
    }

    @Test func accountGone_duringACall_signsOut() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .lookup, with: .error("USER_NOT_FOUND"))

        await #expect(throws: AuthError(.userNotFound)) { try await value(harness.client.reload()) }

        #expect(try currentValue(harness.client.authState) == nil)
    }

    @Test func signOutDuringARefresh_staysSignedOut() async throws {
        let harness = Harness()
        try await harness.signIn()
        // The refresh answer is held back until sign-out has finished, whatever the machine's load.
        let signedOut = DispatchSemaphore(value: 0)
        harness.server.respond(to: .token) { _ in
            _ = signedOut.wait(timeout: .now() + 30)
            return Fixtures.refreshed()
        }

        let refresh = Task { try await value(harness.client.refreshIDToken(force: true)) }
        try await yieldUntil("the refresh request") { !harness.server.requests(to: .token).isEmpty }
        try await completion(harness.client.signOut())
        signedOut.signal()

        await #expect(throws: AuthError(.missingIDToken)) { try await refresh.value }
        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
    }

    @Test func missingExpiresIn_fallsBackToTheTokensExpClaim() throws {
        let token = Fixtures.idToken("x", exp: 1_800_000_600)
        let grant = try TokenGrant(idToken: token, refreshToken: "r", expiresIn: nil)

        #expect(
            grant.expirationDate(now: Date(timeIntervalSince1970: 1_800_000_000))
                == Date(timeIntervalSince1970: 1_800_000_600))
    }
}

/// `value` changed by `change`.
func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var copy = value
    change(&copy)
    return copy
}
