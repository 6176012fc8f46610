import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// Issue 33 (items 6, 7, 11): what home offers the account in front of it, the account screen, and the
/// e-mail address that follows the user from screen to screen.
@MainActor
struct AccountPathTests {
    nonisolated static let phoneUser = AuthUser(
        uid: "u2", providerIDs: ["phone"], phoneNumber: "+15555550100")

    private final class Log: @unchecked Sendable {
        var entries: [String?] = []
    }

    private func coordinator(
        users: BehaviorSubject<AuthUser?>, configuration: LoginAppConfiguration = LoginAppConfiguration(language: .english),
        adjust: (inout AuthClient) -> Void = { _ in }
    ) async -> LoginCoordinator {
        var client = ScreenHarness.client
        client.authState = users.asObservable()
        client.refreshIDToken = { _ in
            guard let user = try? users.value() else { return .error(AuthError(.notSignedIn)) }
            return .just(AuthSession(user: user, idToken: "t", refreshToken: "r", expiresAt: .distantFuture))
        }
        client.signOut = {
            users.on(.next(nil))
            return .empty()
        }
        adjust(&client)
        let coordinator = LoginCoordinator(client: client, configuration: configuration)
        coordinator.start()
        await ScreenHarness.settle()
        return coordinator
    }

    private func text(_ window: Window) -> String { ScreenHarness.text(of: window) }

    @Test func afterSignOutTheSignInScreenOffersTheAddressAndFocusesThePassword() async throws {
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let coordinator = await coordinator(users: users)
        #expect(coordinator.screen is HomeScreen)
        coordinator.session.action.on(.next(.signOut))
        await ScreenHarness.settle()
        let signIn = try #require(coordinator.screen as? SignInScreen)
        #expect(signIn.emailField.text == "kim@example.com")
        #expect(signIn.passwordField.isFocused)
    }

    @Test func theAddressTypedOnSignInFollowsToResetAndBack() async throws {
        let users = BehaviorSubject<AuthUser?>(value: nil)
        let coordinator = await coordinator(users: users)
        let signIn = try #require(coordinator.screen as? SignInScreen)
        ScreenHarness.type("lee@example.com", on: signIn)
        signIn.resetButton.activate()
        await ScreenHarness.settle()
        let reset = try #require(coordinator.screen as? PasswordResetScreen)
        #expect(reset.emailField.text == "lee@example.com")
        #expect(reset.sendButton.isEnabled)
        ScreenHarness.press(.escape, on: reset)
        await ScreenHarness.settle()
        let again = try #require(coordinator.screen as? SignInScreen)
        #expect(again.emailField.text == "lee@example.com")
    }

    @Test func homeOfAPhoneAccountShowsTheNumberAndNoEmailLines() async throws {
        let users = BehaviorSubject<AuthUser?>(value: Self.phoneUser)
        let coordinator = await coordinator(users: users)
        let home = try #require(coordinator.screen as? HomeScreen)
        let shown = text(home.window)
        #expect(shown.contains("+15555550100"), "\(shown)")
        #expect(shown.contains("Signed in with: phone number"), "\(shown)")
        #expect(!shown.contains("not confirmed"), "\(shown)")
        #expect(!shown.contains("Set up authenticator app"), "\(shown)")
        #expect(!shown.contains("Send confirmation e-mail"), "\(shown)")
    }

    @Test func homeOffersTheConfirmationMailWhileTheAddressIsNotConfirmed() async throws {
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let sent = Log()
        let coordinator = await coordinator(users: users) { client in
            client.sendEmailVerification = {
                sent.entries.append(nil)
                return .empty()
            }
        }
        let home = try #require(coordinator.screen as? HomeScreen)
        #expect(text(home.window).contains("[ Send confirmation e-mail ]"))
        home.sendVerificationButton.activate()
        await ScreenHarness.settle()
        #expect(sent.entries.count == 1)
        let alert = try #require(home.window.alert)
        #expect(alert.message.contains("We sent a confirmation link"))
    }

    @Test func aServerWithoutProviderClientsGetsNoProviderButtons() async throws {
        var configuration = LoginAppConfiguration(language: .korean)
        configuration.offerProviders(google: false, apple: false)
        let coordinator = await coordinator(users: BehaviorSubject(value: nil), configuration: configuration)
        let signIn = try #require(coordinator.screen as? SignInScreen)
        let shown = text(signIn.window)
        #expect(!shown.contains("Google") && !shown.contains("Apple"), "\(shown)")
        #expect(shown.contains("[ 비밀번호 재설정 ]"))
    }

    @Test func theAccountScreenChangesTheNameAndGoesBackHome() async throws {
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let names = Log()
        let coordinator = await coordinator(users: users) { client in
            client.updateProfile = { name, _ in
                names.entries.append(name)
                var user = ScreenHarness.user
                user.displayName = name
                users.on(.next(user))
                return .just(user)
            }
        }
        let home = try #require(coordinator.screen as? HomeScreen)
        home.editAccountButton.activate()
        await ScreenHarness.settle()
        let account = try #require(coordinator.screen as? AccountScreen)
        #expect(account.nameField.text == "Kim" && account.emailField.text == "kim@example.com")
        #expect(account.nameField.isFocused)
        ScreenHarness.type(" Min", on: account)
        ScreenHarness.press(.enter, on: account)
        await ScreenHarness.settle()
        #expect(names.entries == ["Kim Min"])
        let alert = try #require(account.window.alert)
        #expect(alert.message == "Your name was saved.")
        account.window.handle(.enter)
        ScreenHarness.press(.escape, on: account)
        await ScreenHarness.settle()
        let back = try #require(coordinator.screen as? HomeScreen)
        #expect(text(back.window).contains("Kim Min"))
    }
}
