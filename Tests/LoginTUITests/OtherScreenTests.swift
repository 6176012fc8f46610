import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

@MainActor
struct OtherScreenTests {
    @Test func signUpMismatchShowsTheErrorLabelAndDisablesTheButton() {
        let screen = SignUpScreen(
            reactor: SignUpReactor(client: ScreenHarness.client, language: .english), language: .english)
        for (text, key) in [
            ("kim@example.com", Key.tab), ("Kim", .tab), ("secret1", .tab), ("secret2", .tab),
        ] {
            ScreenHarness.type(text, on: screen)
            ScreenHarness.press(key, on: screen)
        }
        var text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("The passwords do not match."))
        #expect(text.contains("╔"))  // the confirmation is boxed as an error
        #expect(text.contains("( Sign up )"))
        screen.window.focusChain.focus(screen.confirmationField)
        ScreenHarness.press(.backspace, on: screen)
        ScreenHarness.type("1", on: screen)
        text = ScreenHarness.text(of: screen.window)
        #expect(!text.contains("The passwords do not match."))
        #expect(text.contains("[ Sign up ]"))
    }

    @Test func signUpSendsTheFormAndEscGoesBack() {
        var client = ScreenHarness.client
        nonisolated(unsafe) var sent: [String] = []
        client.signUp = { email, password, name in
            sent = [email, password, name ?? ""]
            return .just(ScreenHarness.user)
        }
        let screen = SignUpScreen(
            reactor: SignUpReactor(client: client, language: .english), language: .english)
        for (text, key) in [
            ("kim@example.com", Key.tab), ("Kim", .tab), ("secret1", .tab), ("secret1", .enter),
        ] {
            ScreenHarness.type(text, on: screen)
            ScreenHarness.press(key, on: screen)
        }
        #expect(sent == ["kim@example.com", "secret1", "Kim"])
        var destinations: [LoginDestination] = []
        let subscription = screen.navigation.subscribe(onNext: { destinations.append($0) })
        ScreenHarness.press(.escape, on: screen)
        #expect(destinations == [.signIn])
        subscription.dispose()
    }

    @Test func passwordResetSendsTheEmailThenAsksForTheCode() {
        var client = ScreenHarness.client
        client.sendPasswordReset = { email in
            #expect(email == "kim@example.com")
            return .empty()
        }
        nonisolated(unsafe) var confirmed: [String] = []
        client.confirmPasswordReset = { code, password in
            confirmed = [code, password]
            return .empty()
        }
        let screen = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .english), language: .english)
        #expect(!ScreenHarness.text(of: screen.window).contains("Link or code from the e-mail"))
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.press(.enter, on: screen)
        var text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("If an account uses"))
        ScreenHarness.press(.enter, on: screen)  // OK
        text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("Link or code from the e-mail"))
        #expect(screen.codeField.isFocused)
        for (text, key) in [("CODE42", Key.tab), ("newpass1", .tab), ("newpass1", .tab)] {
            ScreenHarness.type(text, on: screen)
            ScreenHarness.press(key, on: screen)
        }
        #expect(screen.changeButton.isEnabled)
        screen.changeButton.activate()
        #expect(confirmed == ["CODE42", "newpass1"])
        #expect(ScreenHarness.text(of: screen.window).contains("Your password has been"))
        var destinations: [LoginDestination] = []
        let subscription = screen.navigation.subscribe(onNext: { destinations.append($0) })
        ScreenHarness.press(.enter, on: screen)
        #expect(destinations == [.signIn])
        subscription.dispose()
    }

    /// The code step's validity marks follow the fields, as on the other screens: none beside an empty
    /// field (it is not wrong yet), one as soon as something is typed.
    @Test func passwordResetMarksOnlyFieldsWithText() {
        var client = ScreenHarness.client
        client.sendPasswordReset = { _ in .empty() }
        let screen = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.enter, on: screen)
        ScreenHarness.press(.enter, on: screen)  // OK
        #expect(screen.codeField.isFocused)
        #expect(screen.newPasswordMark.isHidden && screen.confirmationMark.isHidden)
        var text = ScreenHarness.text(of: screen.window)
        #expect(!text.contains("[!!]"), "\(text)")
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("new", on: screen)
        text = ScreenHarness.text(of: screen.window)
        #expect(!screen.newPasswordMark.isHidden && screen.confirmationMark.isHidden)
        #expect(text.components(separatedBy: "[!!]").count == 2, "one mark, beside the new password: \(text)")
    }

    @Test func socialSignInWithoutEmulatorSaysATokenIsNeeded() {
        let screen = SocialSignInScreen(
            reactor: SocialSignInReactor(
                client: ScreenHarness.client, providers: .unavailable, language: .english),
            kind: .google, mode: .unavailable, account: ProviderAccount(), language: .english)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("Continue with Google"))
        #expect(text.contains("needs a real token from the provider"))
        #expect(!text.contains("Provider account e-mail"))
    }

    @Test func socialSignInOnTheEmulatorSendsAnUnsignedTokenForTheTypedAccount() throws {
        nonisolated(unsafe) var credentials: [ProviderCredential] = []
        var client = ScreenHarness.client
        client.signInWithCredential = { credential in
            credentials.append(credential)
            return .just(ScreenHarness.user)
        }
        let account = ProviderAccount()
        let screen = SocialSignInScreen(
            reactor: SocialSignInReactor(
                client: client, providers: EmulatorProviderTokens.provider(reading: account),
                language: .english),
            kind: .google, mode: .emulator, account: account, language: .english)
        #expect(!screen.continueButton.isEnabled)
        ScreenHarness.type("Lee@Example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("Lee Min", on: screen)
        #expect(ScreenHarness.text(of: screen.window).contains("[ok]"))
        screen.continueButton.activate()
        guard case .google(let idToken?, _)? = credentials.first else {
            Issue.record("no Google credential was sent")
            return
        }
        let parts = idToken.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts[2].isEmpty)
        let header = try #require(Base64URL.decode(parts[0]))
        #expect(String(decoding: header, as: UTF8.self).contains("\"alg\":\"none\""))
        let payload = try #require(Base64URL.decode(parts[1]))
        let claims = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        #expect(claims["email"] as? String == "lee@example.com")
        #expect(claims["name"] as? String == "Lee Min")
        #expect(claims["email_verified"] as? Bool == true)
        #expect((claims["sub"] as? String)?.hasPrefix("emulator-") == true)
    }

    @Test func homeShowsTheUserAndConfirmsDeletion() {
        nonisolated(unsafe) var deletions = 0
        var client = ScreenHarness.client
        client.authState = .just(ScreenHarness.user)
        client.refreshIDToken = { _ in
            .just(AuthSession(user: ScreenHarness.user, idToken: "t", refreshToken: "r", expiresAt: Date()))
        }
        client.deleteAccount = {
            deletions += 1
            return .empty()
        }
        let session = SessionReactor(client: client, language: .english)
        session.action.on(.next(.restore))
        let screen = HomeScreen(reactor: session, language: .english)
        var text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("kim@example.com"))
        #expect(text.contains("Signed in with: password"))
        #expect(text.contains("E-mail address not confirmed yet"))
        screen.window.focusChain.focus(screen.deleteButton)
        ScreenHarness.press(.enter, on: screen)
        text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("Delete account?"))
        #expect(deletions == 0)
        ScreenHarness.press(.escape, on: screen)  // Cancel
        #expect(screen.window.alert == nil && deletions == 0)
        ScreenHarness.press(.enter, on: screen)
        ScreenHarness.press(.tab, on: screen)  // to "Delete account"
        ScreenHarness.press(.enter, on: screen)
        #expect(deletions == 1)
    }
}
