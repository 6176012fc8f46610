import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

/// ID tokens running out: the server's shortest lifetime (`--id-token-lifetime 60`, its minimum) with
/// a client whose clock is moved past the expiry, and (opt-in, it waits a minute) a real expiry the
/// server itself refuses.
struct TokenExpiryTests {
    static let lifetime: Int64 = 60

    @Test func anExpiredIDToken_isRefreshedBeforeTheNextCall() async throws {
        try await SesameServer.with(["--id-token-lifetime", "\(Self.lifetime)"]) { server in
            let clock = ShiftableClock()
            let app = try ClientUnderTest(server: server, clock: clock.closure, tokenRefreshMargin: 1)
            let user = try await app.client.signUp(email: "barbara@example.com", password: "liskov-1").value
            let before = try #require(try app.storedSession())
            let issued = try claims(of: before.idToken)
            let issuedAt = try #require(issued.issuedAt)
            #expect(issued.expiresAt == issuedAt + Self.lifetime)
            #expect(before.expiresAt > clock.now)
            #expect(before.expiresAt <= clock.now.addingTimeInterval(TimeInterval(Self.lifetime)))

            // Still fresh: used as it is.
            #expect(try await app.client.refreshIDToken(force: false).value.idToken == before.idToken)

            // A token issued from the next second on differs from this one (`iat` has whole seconds).
            try await waitUntilSecond(after: issuedAt)
            clock.shift(by: TimeInterval(Self.lifetime))
            let reloaded = try await app.client.reload().value
            #expect(reloaded.uid == user.uid)
            let after = try #require(try app.storedSession())
            #expect(after.idToken != before.idToken)
            #expect(after.refreshToken != before.refreshToken)
            #expect(try #require(claims(of: after.idToken).issuedAt) > issuedAt)
            #expect(after.expiresAt > clock.now)
            #expect(try await app.client.refreshIDToken(force: false).value == after)
            #expect(app.states.first == .some(nil))
            #expect(app.states.dropFirst().allSatisfy { $0?.uid == user.uid })  // never signed out
        }
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["SESAME_E2E_SLOW"] == "1",
            "waits out a real 60 s ID token lifetime; set SESAME_E2E_SLOW=1 to run"))
    func aTokenTheServerSeesExpired_isRefreshedAndTheCallRetried() async throws {
        try await SesameServer.with(["--id-token-lifetime", "\(Self.lifetime)"]) { server in
            // A client whose clock stands still never refreshes on its own, so the server is the one
            // that finds the token expired (TOKEN_EXPIRED), and the client must refresh and retry.
            let frozen = Date()
            let app = try ClientUnderTest(server: server, clock: { frozen }, tokenRefreshMargin: 0)
            let user = try await app.client.signUp(email: "frances@example.com", password: "allen-1").value
            let before = try #require(try app.storedSession())
            let expiresAt = try #require(claims(of: before.idToken).expiresAt)

            try await waitUntilSecond(after: expiresAt)
            let reloaded = try await app.client.reload().value
            #expect(reloaded.uid == user.uid)
            let after = try #require(try app.storedSession())
            #expect(after.idToken != before.idToken)
            #expect(after.refreshToken != before.refreshToken)
            #expect(try #require(claims(of: after.idToken).expiresAt) > expiresAt)
            #expect(app.currentUser?.uid == user.uid)
        }
    }
}
