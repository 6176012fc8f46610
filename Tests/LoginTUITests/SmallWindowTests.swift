import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// The screens in small terminals: at 40×12 the form scrolls so the focused widget is always on
/// screen (nothing is cut off for good), validity marks stay visible, and below the size the screens
/// need a notice says so. At 80×24 everything fits.
@MainActor
struct SmallWindowTests {
    static let small = Size(columns: 40, rows: 12)

    private func lines(_ window: Window, _ size: Size) -> [String] {
        TextRenderer.lines(of: window, size: size, colorMode: .monochrome)
    }

    private func signIn() -> SignInScreen {
        SignInScreen(
            reactor: SignInReactor(client: ScreenHarness.client, language: .english), language: .english)
    }

    @Test func tabReachesEveryButtonAndEachIsOnScreenWhenFocused() {
        let screen = signIn()
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("secret1", on: screen)
        for button in [
            screen.signInButton, screen.signUpButton, screen.resetButton, screen.googleButton,
            screen.appleButton,
        ] {
            ScreenHarness.press(.tab, on: screen)
            #expect(button.isFocused)
            let text = lines(screen.window, Self.small).joined(separator: "\n")
            #expect(
                text.contains("> [ \(button.title) ] <"), "\(button.title) focused but not shown:\n\(text)")
        }
        ScreenHarness.press(.tab, on: screen)  // around to the e-mail field
        #expect(screen.emailField.isFocused)
        #expect(lines(screen.window, Self.small).joined(separator: "\n").contains("kim@example.com"))
    }

    @Test func validityMarksStayVisibleAt40Columns() {
        let screen = signIn()
        ScreenHarness.type("kim@", on: screen)
        #expect(lines(screen.window, Self.small).joined().contains("[!!]"))
        let signUp = SignUpScreen(
            reactor: SignUpReactor(client: ScreenHarness.client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: signUp)
        #expect(lines(signUp.window, Self.small).joined().contains("[ok]"))
    }

    @Test func tooSmallWindowSaysSo() {
        let screen = signIn()
        let text = lines(screen.window, Size(columns: 30, rows: 8)).joined(separator: "\n")
        #expect(text.contains("too small"), "\(text)")
        #expect(!text.contains("E-mail address"))
        let fits = lines(screen.window, Self.small).joined(separator: "\n")
        #expect(!fits.contains("too small"))
    }

    @Test func everythingFitsAt80By24() {
        let screen = signIn()
        let text = lines(screen.window, Size(columns: 80, rows: 24)).joined(separator: "\n")
        for title in [
            "Sesame", "E-mail or phone number", "Password", "Log in", "Sign up", "Reset password",
            "Continue with Google", "Continue with Apple", "Ctrl-C quit",
        ] {
            #expect(text.contains(title), "\(title) missing at 80×24")
        }
    }

    @Test func passwordResetShowsTheWholeOutboxPath() {
        let path = "/home/someone/.local/share/sesame/with-a-rather-long-folder-name/outbox.jsonl"
        var client = ScreenHarness.client
        client.sendPasswordReset = { _ in .empty() }
        let screen = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .english), language: .english,
            codeHint: ScreenText.outboxHint.localized(in: .english) + "\n" + path)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.enter, on: screen)
        ScreenHarness.press(.enter, on: screen)  // OK
        let shown = lines(screen.window, Size(columns: 80, rows: 40)).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.joined()
        #expect(shown.contains(path), "\(shown)")
    }

    @Test func enterInTheLastFieldOfThePasswordResetChangesThePassword() {
        nonisolated(unsafe) var confirmed: [String] = []
        var client = ScreenHarness.client
        client.sendPasswordReset = { _ in .empty() }
        client.confirmPasswordReset = { code, password in
            confirmed = [code, password]
            return .empty()
        }
        let screen = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.enter, on: screen)  // Enter in the e-mail field sends the e-mail
        ScreenHarness.press(.enter, on: screen)  // OK
        for (text, key) in [("CODE42", Key.tab), ("newpass1", .tab), ("newpass1", .enter)] {
            ScreenHarness.type(text, on: screen)
            ScreenHarness.press(key, on: screen)
        }
        #expect(confirmed == ["CODE42", "newpass1"])
    }
}
