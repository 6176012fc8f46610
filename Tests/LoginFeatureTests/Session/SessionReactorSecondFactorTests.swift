import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import RxReactor
import RxTesting
import Testing

/// Home's "remove authenticator app": the session reactor unenrols, follows the updated user and says so.
struct SessionReactorSecondFactorTests {
    static let enrolled = AuthUser(
        uid: "uid-ada", email: "ada@example.com", providerIDs: ["password"],
        enrolledFactors: [MultiFactorFixture.totp])
    static let removed = AuthUser(uid: "uid-ada", email: "ada@example.com", providerIDs: ["password"])

    private static func harness(result: Result<AuthUser, AuthError>) -> (
        ReactorHarness<SessionReactor>, CallLog<String>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<String>(scheduler)
        let users = BehaviorSubject<AuthUser?>(value: enrolled)
        var client = AuthClient.unstubbed
        client.authState = users.asObservable()
        client.refreshIDToken = { _ in
            single(
                reply(
                    AuthSession(
                        user: enrolled, idToken: "id", refreshToken: "refresh",
                        expiresAt: Date(timeIntervalSince1970: 2_000_000_000)), after: 10, on: scheduler))
        }
        client.unenroll = { uid in
            calls.record(uid)
            switch result {
            case .success(let user): return single(reply(user, after: 50, on: scheduler))
            case .failure(let error): return single(failure(error, after: 50, on: scheduler))
            }
        }
        return (ReactorHarness(scheduler, SessionReactor(client: client, language: .english)), calls)
    }

    @Test func removingTheFactorUpdatesTheUserAndTellsOnce() {
        let (harness, calls) = Self.harness(result: .success(Self.removed))
        let factors = harness.changes { $0.user?.enrolledFactors.count }
        let busy = harness.changes(\.isBusy)
        let notices = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([(100, .restore), (200, .removeSecondFactor("enrol-totp"))])
        #expect(calls.arguments == ["enrol-totp"])
        #expect(calls.times == [200])
        #expect(factors.events == nexts([(0, nil), (110, 1), (250, 0)]))
        #expect(busy.events == nexts([(0, false), (100, true), (110, false), (200, true), (250, false)]))
        #expect(notices.events == nexts([(0, nil), (250, "The authenticator app was removed.")]))
        #expect(harness.reactor.currentState.route == .signedIn)
    }

    @Test func aFailedRemovalIsTheMessageAndKeepsTheFactor() {
        let (harness, _) = Self.harness(result: .failure(AuthError(.requiresRecentLogin)))
        let messages = harness.changes(\.errorMessage)
        harness.run([(100, .restore), (200, .removeSecondFactor("enrol-totp"))])
        #expect(
            messages.events
                == nexts([(0, nil), (250, "For your security, please sign in again before doing this.")]))
        #expect(harness.reactor.currentState.user?.enrolledFactors == [MultiFactorFixture.totp])
    }
}
