import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// The remembered session at launch: checked with the server; a revoked one lands on sign-in with a
/// message, an unreachable server keeps it and says so.
@MainActor
struct LaunchCheckTests {
    private func coordinator(refresh: Single<AuthSession>) -> LoginCoordinator {
        var client = ScreenHarness.client
        client.authState = .just(ScreenHarness.user)
        client.refreshIDToken = { force in
            #expect(force, "the launch check must ask the server")
            return refresh
        }
        client.signOut = { .empty() }
        return LoginCoordinator(client: client, configuration: LoginAppConfiguration(language: .english))
    }

    @Test func revokedSessionLandsOnSignInWithAMessage() async {
        let coordinator = coordinator(refresh: .error(AuthError(.invalidRefreshToken)))
        coordinator.start()
        await ScreenHarness.settle()
        #expect(coordinator.screen is SignInScreen)
        let text = ScreenHarness.text(of: coordinator.window)
        #expect(text.contains("Your session has expired"), "\(text)")
    }

    @Test func unreachableServerKeepsTheSessionAndSaysSo() async {
        let coordinator = coordinator(refresh: .error(AuthError(.connectionRefused)))
        coordinator.start()
        await ScreenHarness.settle()
        #expect(coordinator.screen is HomeScreen)
        let text = ScreenHarness.text(of: coordinator.window)
        #expect(text.contains(LoginText.sessionNotChecked.localized(in: .english).prefix(30)), "\(text)")
    }
}
