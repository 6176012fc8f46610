import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// While a request is in flight the form is locked (typing, Tab and Enter do nothing) and Esc cancels
/// the request, visibly.
@MainActor
struct RequestLockTests {
    /// A request that stays in flight and notes when it is given up.
    private final class Pending<Element>: @unchecked Sendable {
        var subscriptions = 0
        var disposals = 0
        private var observer: ((SingleEvent<Element>) -> Void)?
        var single: Single<Element> {
            Single.create { observer in
                self.observer = observer
                self.subscriptions += 1
                return Disposables.create { self.disposals += 1 }
            }
        }
        func fail(_ error: any Error) { observer?(.failure(error)) }
        var completable: Completable {
            Completable.create { _ in
                self.subscriptions += 1
                return Disposables.create { self.disposals += 1 }
            }
        }
    }

    @Test func signInIsLockedWhileItsRequestRunsAndEscCancelsIt() {
        let pending = Pending<AuthUser>()
        var client = ScreenHarness.client
        client.signIn = { _, _ in pending.single }
        let screen = SignInScreen(
            reactor: SignInReactor(client: client, language: .english), language: .english)
        var destinations: [LoginDestination] = []
        let subscription = screen.navigation.subscribe(onNext: { destinations.append($0) })
        defer { subscription.dispose() }
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("secret1", on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(pending.subscriptions == 1)
        #expect(ScreenHarness.text(of: screen.window).contains("Esc"))

        ScreenHarness.type("xyz", on: screen)
        #expect(screen.passwordField.text == "secret1")
        for key in [Key.tab, .tab, .enter, .backTab, .enter] { ScreenHarness.press(key, on: screen) }
        #expect(destinations.isEmpty)
        #expect(pending.subscriptions == 1)

        ScreenHarness.press(.escape, on: screen)
        #expect(pending.disposals == 1)
        #expect(!screen.spinner.isAnimating)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("Cancelled"), "\(text)")
        #expect(screen.window.alert == nil)
        // Unlocked again: typing works, and the form can be sent again.
        ScreenHarness.type("2", on: screen)
        #expect(screen.passwordField.text == "secret12")
        ScreenHarness.press(.enter, on: screen)
        #expect(pending.subscriptions == 2)
    }

    /// An account asked for cannot be taken back by dropping the answer (issue 33, item 5): Esc during
    /// a sign-up says so and keeps waiting, and the answer then counts.
    @Test func signUpIsLockedAndEscSaysItCannotBeCancelled() {
        let pending = Pending<AuthUser>()
        var client = ScreenHarness.client
        client.signUp = { _, _, _ in pending.single }
        let screen = SignUpScreen(
            reactor: SignUpReactor(client: client, language: .english), language: .english)
        var destinations: [LoginDestination] = []
        let subscription = screen.navigation.subscribe(onNext: { destinations.append($0) })
        defer { subscription.dispose() }
        for (text, key) in [
            ("kim@example.com", Key.tab), ("Kim", .tab), ("secret1", .tab), ("secret1", .enter),
        ] {
            ScreenHarness.type(text, on: screen)
            ScreenHarness.press(key, on: screen)
        }
        #expect(pending.subscriptions == 1)
        #expect(!ScreenHarness.text(of: screen.window).contains("Esc cancels"))
        ScreenHarness.type("x", on: screen)
        #expect(screen.confirmationField.text == "secret1")
        ScreenHarness.press(.escape, on: screen)
        #expect(pending.disposals == 0)
        #expect(destinations.isEmpty)
        let text = ScreenHarness.text(of: screen.window)
        #expect(!text.contains("Cancelled"))
        #expect(text.contains("cannot be cancelled"), "\(text)")
        #expect(screen.window.isLocked)
        pending.fail(AuthError(.emailExists))
        #expect(!screen.window.isLocked)
        #expect(
            ScreenHarness.text(of: screen.window).contains("An account already uses this e-mail address."))
        ScreenHarness.press(.escape, on: screen)
        #expect(destinations == [.signIn])
    }

    @Test func passwordResetIsLockedAndEscCancels() {
        let pending = Pending<Never>()
        var client = ScreenHarness.client
        client.sendPasswordReset = { _ in pending.completable }
        let screen = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(pending.subscriptions == 1)
        ScreenHarness.type("x", on: screen)
        #expect(screen.emailField.text == "kim@example.com")
        ScreenHarness.press(.escape, on: screen)
        #expect(pending.disposals == 1)
        #expect(ScreenHarness.text(of: screen.window).contains("Cancelled"))
    }

    @Test func socialSignInIsLockedAndEscCancels() {
        let pending = Pending<AuthUser>()
        var client = ScreenHarness.client
        client.signInWithCredential = { _ in pending.single }
        let account = ProviderAccount()
        let screen = SocialSignInScreen(
            reactor: SocialSignInReactor(
                client: client, providers: EmulatorProviderTokens.provider(reading: account),
                language: .english),
            kind: .google, mode: .emulator, account: account, language: .english)
        ScreenHarness.type("lee@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("Lee", on: screen)
        ScreenHarness.press(.enter, on: screen)  // Enter in the last field signs in
        #expect(pending.subscriptions == 1)
        ScreenHarness.type("x", on: screen)
        #expect(screen.nameField.text == "Lee")
        ScreenHarness.press(.escape, on: screen)
        #expect(pending.disposals == 1)
        #expect(ScreenHarness.text(of: screen.window).contains("Cancelled"))
    }
}
