import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import RxTesting
import Testing

struct SessionReactorTests {
    private struct Snapshot: Equatable {
        var route: SessionRoute
        var email: String?
        var busy = false
        var error: String?
    }

    private static func snapshot(_ state: SessionReactor.State) -> Snapshot {
        Snapshot(route: state.route, email: state.email, busy: state.isBusy, error: state.errorMessage)
    }

    /// A client whose `authState` is `users` (the remembered user first) and whose endpoints answer
    /// after 50 ticks.
    private final class Setup: @unchecked Sendable {
        let scheduler = TestScheduler(initialClock: 0)
        let users: BehaviorSubject<AuthUser?>
        lazy var calls = CallLog<String>(scheduler)
        var refresh: Result<AuthSession, AuthError>?
        var signOut: AuthError??
        var delete: AuthError??
        var reload: AuthUser?
        var sendVerification: AuthError??

        init(remembered: AuthUser?) {
            users = BehaviorSubject(value: remembered)
        }

        func harness(language: AuthLanguage = .english) -> ReactorHarness<SessionReactor> {
            let scheduler = scheduler
            var client = AuthClient.unstubbed
            client.authState = users.asObservable()
            if let refresh {
                client.refreshIDToken = { force in
                    self.calls.record("refreshIDToken(force: \(force))")
                    switch refresh {
                    case .success(let session): return single(reply(session, after: 50, on: scheduler))
                    case .failure(let error): return single(failure(error, after: 50, on: scheduler))
                    }
                }
            }
            if let signOut {
                client.signOut = {
                    self.calls.record("signOut()")
                    // Like the live client: the user becomes nil when the sign-out is done.
                    return completable(self.finish(signOut).do(onCompleted: { self.users.onNext(nil) }))
                }
            }
            if let reload {
                client.reload = {
                    self.calls.record("reload()")
                    return single(reply(reload, after: 50, on: scheduler))
                }
            }
            if let delete {
                client.deleteAccount = {
                    self.calls.record("deleteAccount()")
                    return completable(self.finish(delete))
                }
            }
            if let sendVerification {
                client.sendEmailVerification = {
                    self.calls.record("sendEmailVerification()")
                    return completable(self.finish(sendVerification))
                }
            }
            return ReactorHarness(scheduler, SessionReactor(client: client, language: language))
        }

        private func finish(_ error: AuthError?) -> Observable<Never> {
            if let error { return failure(error, after: 50, on: scheduler) }
            return completion(after: 50, on: scheduler)
        }
    }

    private static let later = Date(timeIntervalSince1970: 2_000_000_000)

    // MARK: - Launch

    @Test func launchWithoutRememberedSignInShowsSignInScreen() {
        let setup = Setup(remembered: nil)
        let harness = setup.harness()
        let states = harness.changes(Self.snapshot)
        harness.run([(100, .restore)])
        #expect(
            states.events == nexts([(0, Snapshot(route: .launching)), (100, Snapshot(route: .signedOut))]))
        #expect(setup.calls.times.isEmpty)
    }

    @Test func rememberedSignInIsRestoredAtLaunchAfterTokenRefresh() {
        let setup = Setup(remembered: Fixture.user)
        var refreshedUser = Fixture.user
        refreshedUser.isEmailVerified = true
        setup.refresh = .success(Fixture.session(for: refreshedUser, expiresAt: Self.later))
        let harness = setup.harness()
        let states = harness.changes(Self.snapshot)
        harness.run([(100, .restore)])
        // The splash stays while the server is asked (a forced refresh); the home screen comes after it.
        #expect(
            states.events
                == nexts([
                    (0, Snapshot(route: .launching)),
                    (100, Snapshot(route: .launching, busy: true)),
                    (150, Snapshot(route: .launching, email: "ada@example.com", busy: true)),
                    (150, Snapshot(route: .signedIn, email: "ada@example.com", busy: true)),
                    (150, Snapshot(route: .signedIn, email: "ada@example.com")),
                ]))
        #expect(setup.calls.arguments == ["refreshIDToken(force: true)"])
        #expect(setup.calls.times == [100])
    }

    @Test func deadSessionAtLaunchShowsSignInScreenWithAMessage() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .failure(AuthError(.invalidRefreshToken))
        let harness = setup.harness()
        let routes = harness.changes(\.route)
        let reactor = harness.reactor
        let notices = record(on: setup.scheduler, bag: harness.bag) { reactor.pulse(\.$notice) }
        harness.run([(100, .restore)])
        #expect(routes.events == nexts([(0, .launching), (150, .signedOut)]))
        #expect(harness.reactor.currentState.user == nil)
        let message = AuthError(.invalidRefreshToken).localizedDescription(for: .english)
        #expect(notices.events.compactMap { $0.value.element ?? nil } == [message])
    }

    /// A session revoked on the server (password reset elsewhere) while its ID token is still fresh:
    /// only asking the server finds out.
    @Test func rememberedSessionIsCheckedWithTheServerEvenWithAFreshToken() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .failure(AuthError(.tokenExpired))
        let harness = setup.harness()
        harness.run([(100, .restore)])
        #expect(setup.calls.arguments == ["refreshIDToken(force: true)"])
        #expect(harness.reactor.currentState.route == .signedOut)
    }

    @Test func offlineLaunchKeepsTheRememberedUserAndSaysSo() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .failure(AuthError(.networkUnavailable))
        let harness = setup.harness(language: .korean)
        let routes = harness.changes(\.route)
        let reactor = harness.reactor
        let notices = record(on: setup.scheduler, bag: harness.bag) { reactor.pulse(\.$notice) }
        harness.run([(100, .restore)])
        #expect(routes.events == nexts([(0, .launching), (150, .signedIn)]))
        #expect(harness.reactor.currentState.user == Fixture.user)
        #expect(
            notices.events.compactMap { $0.value.element ?? nil } == [
                LoginText.sessionNotChecked.localized(in: .korean)
            ])
    }

    @Test func reloadFetchesTheUserAgain() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        var verified = Fixture.user
        verified.isEmailVerified = true
        setup.reload = verified
        let harness = setup.harness()
        harness.run([(100, .restore), (300, .reload)])
        #expect(setup.calls.arguments == ["refreshIDToken(force: true)", "reload()"])
        #expect(harness.reactor.currentState.isEmailVerified)
    }

    // MARK: - After launch

    @Test func signInOnAnotherScreenMovesToHome() {
        let setup = Setup(remembered: nil)
        let harness = setup.harness()
        let routes = harness.changes(\.route)
        setup.scheduler.scheduleAt(200) { setup.users.onNext(Fixture.googleUser) }
        harness.run([(100, .restore)])
        #expect(routes.events == nexts([(0, .launching), (100, .signedOut), (200, .signedIn)]))
        #expect(harness.reactor.currentState.providerIDs == ["google.com"])
    }

    @Test func homeScreenShowsEmailProvidersAndVerifiedFlag() {
        var user = Fixture.user
        user.providerIDs = ["password", "google.com"]
        user.isEmailVerified = false
        let setup = Setup(remembered: user)
        setup.refresh = .success(Fixture.session(for: user, expiresAt: Self.later))
        let harness = setup.harness()
        harness.run([(100, .restore)])
        let state = harness.reactor.currentState
        #expect(state.email == "ada@example.com")
        #expect(state.providerIDs == ["password", "google.com"])
        #expect(state.isEmailVerified == false)
        #expect(state.verificationText.localized(in: .korean) == "아직 인증되지 않은 이메일 주소입니다")
    }

    @Test func expiredTokenIsRefreshedOnRequest() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        let harness = setup.harness()
        let busy = harness.changes(\.isBusy)
        harness.run([(100, .restore), (300, .refreshToken)])
        #expect(setup.calls.times == [100, 300])
        #expect(busy.events == nexts([(0, false), (100, true), (150, false), (300, true), (350, false)]))
    }

    @Test func signOutClearsTheSessionAndShowsSignInScreen() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        setup.signOut = .some(nil)
        let harness = setup.harness()
        let states = harness.changes(Self.snapshot)
        harness.run([(100, .restore), (300, .signOut)])
        #expect(setup.calls.arguments == ["refreshIDToken(force: true)", "signOut()"])
        #expect(
            states.events.suffix(3)
                == nexts([
                    (300, Snapshot(route: .signedIn, email: "ada@example.com", busy: true)),
                    (350, Snapshot(route: .signedOut, busy: true)),  // the client published "signed out"
                    (350, Snapshot(route: .signedOut)),
                ]))
    }

    @Test func deleteAccountSignsOutOrShowsWhyNot() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        setup.delete = .some(AuthError(.requiresRecentLogin))
        let harness = setup.harness(language: .korean)
        let states = harness.changes(Self.snapshot)
        harness.run([(100, .restore), (300, .deleteAccount)])
        let message = "보안을 위해 다시 로그인한 후 시도해 주세요."
        #expect(
            states.events.suffix(3)
                == nexts([
                    (300, Snapshot(route: .signedIn, email: "ada@example.com", busy: true)),
                    (350, Snapshot(route: .signedIn, email: "ada@example.com", busy: true, error: message)),
                    (350, Snapshot(route: .signedIn, email: "ada@example.com", error: message)),
                ]))
    }

    @Test func deletedAccountShowsSignInScreen() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        setup.delete = .some(nil)
        let harness = setup.harness()
        let routes = harness.changes(\.route)
        harness.run([(100, .restore), (300, .deleteAccount)])
        #expect(routes.events == nexts([(0, .launching), (150, .signedIn), (350, .signedOut)]))
        #expect(setup.calls.arguments == ["refreshIDToken(force: true)", "deleteAccount()"])
    }

    // MARK: - Issue 33: feedback, confirmation mail, the address kept for the next sign-in

    @Test func refreshSaysTheDetailsAreUpToDate() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        setup.reload = Fixture.user
        let harness = setup.harness(language: .korean)
        let status = harness.changes(\.status)
        let notices = record(on: setup.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([(100, .restore), (300, .reload), (400, .reload)])
        // A line under the buttons, not an alert: cleared when the next request starts.
        #expect(
            status.events
                == nexts([(0, nil), (350, "계정 정보를 새로 불러왔습니다."), (400, nil), (450, "계정 정보를 새로 불러왔습니다.")]))
        #expect(notices.events == nexts([(0, nil)]))
    }

    @Test func deletedAccountSaysSoAndKeepsTheAddressForSignIn() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .success(Fixture.session(expiresAt: Self.later))
        setup.delete = .some(nil)
        let harness = setup.harness()
        let notices = record(on: setup.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([(100, .restore), (300, .deleteAccount)])
        #expect(notices.events == nexts([(0, nil), (350, "Your account was deleted.")]))
        #expect(harness.reactor.currentState.route == .signedOut)
        #expect(harness.reactor.currentState.lastEmail == "ada@example.com")
    }

    @Test func expiredSessionAtLaunchKeepsTheAddressForSignIn() {
        let setup = Setup(remembered: Fixture.user)
        setup.refresh = .failure(AuthError(.invalidRefreshToken))
        let harness = setup.harness()
        harness.run([(100, .restore)])
        #expect(harness.reactor.currentState.route == .signedOut)
        #expect(harness.reactor.currentState.user == nil)
        #expect(harness.reactor.currentState.lastEmail == "ada@example.com")
    }

    @Test func confirmationMailIsSentAndSaysSo() {
        var user = Fixture.user
        user.isEmailVerified = false
        let setup = Setup(remembered: user)
        setup.refresh = .success(Fixture.session(for: user, expiresAt: Self.later))
        setup.sendVerification = .some(nil)
        let harness = setup.harness()
        let calls = setup.calls
        let notices = record(on: setup.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        let busy = harness.changes(\.isBusy)
        harness.run([(100, .restore), (300, .sendEmailVerification)])
        #expect(calls.arguments == ["refreshIDToken(force: true)", "sendEmailVerification()"])
        #expect(busy.events == nexts([(0, false), (100, true), (150, false), (300, true), (350, false)]))
        #expect(
            notices.events == nexts([
                (0, nil),
                (350, "We sent a confirmation link to your e-mail address. Open it, then choose Refresh."),
            ]))
    }

    // MARK: - With the live client and a real store

    @Test func successfulSignInIsRememberedAcrossLaunches() async throws {
        let store = InMemoryKeyValueStore()
        let remembered = Stored<AuthSession?>(key: "session", default: nil, store: store)
        try remembered.save(Fixture.session(expiresAt: Date().addingTimeInterval(3600)))

        // A new launch: the live client restores the session from the store.
        // A closed port: the launch check finds the server unreachable and keeps the session.
        let configuration = AuthClientConfiguration(layout: .sesame(URL(string: "http://127.0.0.1:9")!))
        let reactor = SessionReactor(
            client: AuthClient.live(configuration: configuration, store: store), language: .english)
        reactor.action.onNext(.restore)
        let restored = try await firstState(of: reactor) { $0.route != .launching }
        #expect(restored.route == .signedIn)
        #expect(restored.email == "ada@example.com")

        reactor.action.onNext(.signOut)
        let signedOut = try await firstState(of: reactor) { $0.route == .signedOut && !$0.isBusy }
        #expect(signedOut.user == nil)
        #expect(try remembered.load() == nil)
        #expect(store.keys.isEmpty)
    }

    private func firstState(
        of reactor: SessionReactor, where predicate: @escaping (SessionReactor.State) -> Bool
    ) async throws -> SessionReactor.State {
        for try await state in reactor.state.filter(predicate).take(1).values {
            return state
        }
        throw AuthError(.unknown)
    }
}
