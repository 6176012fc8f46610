import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// The home screen's destructive actions: never under the focus a stray Enter lands on, and each
/// behind a confirmation whose default is Cancel.
@MainActor
struct HomeScreenTests {
    private final class Counts: @unchecked Sendable {
        var signOuts = 0
        var reloads = 0
    }

    private func signedInClient(_ counts: Counts, users: BehaviorSubject<AuthUser?>) -> AuthClient {
        var client = ScreenHarness.client
        client.authState = users.asObservable()
        client.signIn = { _, _ in
            users.on(.next(ScreenHarness.user))
            return .just(ScreenHarness.user)
        }
        client.signOut = {
            counts.signOuts += 1
            users.on(.next(nil))
            return .empty()
        }
        client.reload = {
            counts.reloads += 1
            return .just(ScreenHarness.user)
        }
        return client
    }

    @Test func aSecondEnterAfterLoggingInStaysSignedIn() async throws {
        let counts = Counts()
        let users = BehaviorSubject<AuthUser?>(value: nil)
        let coordinator = LoginCoordinator(
            client: signedInClient(counts, users: users),
            configuration: LoginAppConfiguration(language: .english))
        coordinator.start()
        let signIn = try #require(coordinator.screen as? SignInScreen)
        await ScreenHarness.settle()
        ScreenHarness.type("kim@example.com", on: signIn)
        ScreenHarness.press(.tab, on: signIn)
        ScreenHarness.type("secret1", on: signIn)
        ScreenHarness.press(.enter, on: signIn)
        let home = try #require(coordinator.screen as? HomeScreen)
        await ScreenHarness.settle()
        // Key repeat or a double tap: more Enters on home.
        for _ in 0..<3 {
            if !coordinator.handle(.enter) { home.window.handle(.enter) }
            await ScreenHarness.settle()
        }
        #expect(counts.signOuts == 0)
        #expect(coordinator.screen is HomeScreen)
        #expect(!home.signOutButton.isFocused && !home.deleteButton.isFocused)
    }

    @Test func signingOutAsksFirstAndCancelIsTheDefault() async throws {
        let counts = Counts()
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        var client = signedInClient(counts, users: users)
        client.refreshIDToken = { _ in
            .just(AuthSession(user: ScreenHarness.user, idToken: "t", refreshToken: "r", expiresAt: Date()))
        }
        let coordinator = LoginCoordinator(
            client: client, configuration: LoginAppConfiguration(language: .english))
        coordinator.start()
        let home = try #require(coordinator.screen as? HomeScreen)
        await ScreenHarness.settle()
        home.window.focusChain.focus(home.signOutButton)
        ScreenHarness.press(.enter, on: home)
        #expect(ScreenHarness.text(of: home.window).contains("Sign out?"))
        ScreenHarness.press(.enter, on: home)  // the default: Cancel
        #expect(home.window.alert == nil)
        #expect(counts.signOuts == 0)
        ScreenHarness.press(.enter, on: home)
        ScreenHarness.press(.tab, on: home)  // to "Sign out"
        ScreenHarness.press(.enter, on: home)
        #expect(counts.signOuts == 1)
        await ScreenHarness.settle()
        #expect(coordinator.screen is SignInScreen)
    }

    @Test func refreshIsTheHarmlessFirstAction() async throws {
        let counts = Counts()
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        var client = signedInClient(counts, users: users)
        client.refreshIDToken = { _ in
            .just(AuthSession(user: ScreenHarness.user, idToken: "t", refreshToken: "r", expiresAt: Date()))
        }
        let session = SessionReactor(client: client, language: .english)
        session.action.on(.next(.restore))
        let home = HomeScreen(reactor: session, language: .english)
        #expect(home.refreshButton.isFocused)
        ScreenHarness.press(.enter, on: home)
        #expect(counts.reloads == 1)
        #expect(counts.signOuts == 0)
    }
}
