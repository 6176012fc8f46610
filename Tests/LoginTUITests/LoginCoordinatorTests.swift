import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

@MainActor
struct LoginCoordinatorTests {
    @Test func withoutSessionStartsOnSignInAndFollowsLinksAndEsc() async {
        var client = ScreenHarness.client
        client.authState = .just(nil)
        let coordinator = LoginCoordinator(
            client: client, configuration: LoginAppConfiguration(language: .english))
        var windows: [Window] = []
        coordinator.onWindowChange = { windows.append($0) }
        #expect(ScreenHarness.text(of: coordinator.window).contains("Opening your session"))
        coordinator.start()
        #expect(coordinator.screen is SignInScreen)
        #expect(windows.count == 1 && windows.last === coordinator.window)
        await ScreenHarness.settle()
        #expect(ScreenHarness.text(of: coordinator.window).contains("( Log in )"))
        coordinator.navigate(to: .signUp)
        #expect(coordinator.screen is SignUpScreen)
        #expect(coordinator.handle(.escape))
        #expect(coordinator.screen is SignInScreen)
        (coordinator.screen as? SignInScreen)?.resetButton.activate()
        #expect(coordinator.screen is PasswordResetScreen)
    }

    @Test func restoredSessionOpensHomeAndSignInMovesThere() async throws {
        let users = BehaviorSubject<AuthUser?>(value: nil)
        var client = ScreenHarness.client
        client.authState = users.asObservable()
        client.signIn = { _, _ in
            users.on(.next(ScreenHarness.user))
            return .just(ScreenHarness.user)
        }
        client.signOut = {
            users.on(.next(nil))
            return .empty()
        }
        let coordinator = LoginCoordinator(
            client: client, configuration: LoginAppConfiguration(language: .english))
        coordinator.start()
        let signIn = try #require(coordinator.screen as? SignInScreen)
        await ScreenHarness.settle()
        ScreenHarness.type("kim@example.com", on: signIn)
        ScreenHarness.press(.tab, on: signIn)
        ScreenHarness.type("secret1", on: signIn)
        ScreenHarness.press(.enter, on: signIn)
        #expect(coordinator.screen is HomeScreen)
        await ScreenHarness.settle()
        #expect(ScreenHarness.text(of: coordinator.window).contains("kim@example.com"))
        let home = try #require(coordinator.screen as? HomeScreen)
        home.signOutButton.activate()  // asks first
        #expect(coordinator.screen is HomeScreen)
        ScreenHarness.press(.tab, on: home)  // from Cancel to Sign out
        ScreenHarness.press(.enter, on: home)
        #expect(coordinator.screen is SignInScreen)
    }

    @Test func rememberedSessionOpensHome() async {
        var client = ScreenHarness.client
        client.authState = .just(ScreenHarness.user)
        client.refreshIDToken = { _ in
            .just(AuthSession(user: ScreenHarness.user, idToken: "t", refreshToken: "r", expiresAt: Date()))
        }
        let coordinator = LoginCoordinator(
            client: client, configuration: LoginAppConfiguration(language: .korean))
        coordinator.start()
        #expect(coordinator.screen is HomeScreen)
        await ScreenHarness.settle()
        let text = ScreenHarness.text(of: coordinator.window)
        #expect(text.contains("kim@example.com"))
        #expect(text.contains("로그아웃"))
    }
}
