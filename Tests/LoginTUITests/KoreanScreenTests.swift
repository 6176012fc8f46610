import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// In Korean, no screen shows an English word: every visible text comes from the string tables in both
/// languages. Allowed: key names, brand names, the monochrome valid mark `[ok]` and what the user typed.
@MainActor
struct KoreanScreenTests {
    static let allowed: Set<String> = [
        "Tab", "Enter", "Esc", "Ctrl", "Sesame", "Google", "Apple", "kim", "example", "com", "Kim", "ok",
        "secret",
    ]

    /// ASCII words of two or more letters that are not allowed.
    static func englishWords(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init)
            .filter { $0.count >= 2 && !allowed.contains($0) }
    }

    private func expectKorean(
        _ window: Window, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = ScreenHarness.text(of: window)
        #expect(
            Self.englishWords(in: text).isEmpty, "\(name): \(Self.englishWords(in: text))\n\(text)",
            sourceLocation: sourceLocation)
    }

    @Test func everyScreenIsKorean() async {
        var client = ScreenHarness.client
        client.sendPasswordReset = { _ in .empty() }
        client.authState = .just(ScreenHarness.user)
        client.refreshIDToken = { _ in
            .just(AuthSession(user: ScreenHarness.user, idToken: "t", refreshToken: "r", expiresAt: Date()))
        }
        let signIn = SignInScreen(
            reactor: SignInReactor(client: client, language: .korean), language: .korean)
        ScreenHarness.type("kim@example.com", on: signIn)
        ScreenHarness.press(.tab, on: signIn)
        ScreenHarness.type("secret1", on: signIn)
        expectKorean(signIn.window, "sign-in")
        ScreenHarness.press(.control("r"), on: signIn)  // revealed: the toggle's other text
        #expect(ScreenHarness.text(of: signIn.window).contains("secret1"))
        expectKorean(signIn.window, "sign-in, password shown")

        let signUp = SignUpScreen(
            reactor: SignUpReactor(client: client, language: .korean), language: .korean)
        ScreenHarness.press(.tab, on: signUp)
        expectKorean(signUp.window, "sign-up")

        let reset = PasswordResetScreen(
            reactor: PasswordResetReactor(client: client, language: .korean), language: .korean)
        expectKorean(reset.window, "password reset")
        ScreenHarness.type("kim@example.com", on: reset)
        ScreenHarness.press(.enter, on: reset)
        expectKorean(reset.window, "password reset, e-mail sent")
        ScreenHarness.press(.enter, on: reset)
        expectKorean(reset.window, "password reset, code step")

        for mode in [SocialSignInMode.emulator, .unavailable] {
            let social = SocialSignInScreen(
                reactor: SocialSignInReactor(client: client, providers: .unavailable, language: .korean),
                kind: .apple, mode: mode, account: ProviderAccount(), language: .korean)
            expectKorean(social.window, "social sign-in \(mode)")
        }

        let session = SessionReactor(client: client, language: .korean)
        session.action.on(.next(.restore))
        let home = HomeScreen(reactor: session, language: .korean)
        expectKorean(home.window, "home")
        home.window.focusChain.focus(home.signOutButton)
        ScreenHarness.press(.enter, on: home)
        expectKorean(home.window, "sign-out confirmation")
        ScreenHarness.press(.escape, on: home)
        home.window.focusChain.focus(home.deleteButton)
        ScreenHarness.press(.enter, on: home)
        expectKorean(home.window, "deletion confirmation")

        let coordinator = LoginCoordinator(
            client: client, configuration: LoginAppConfiguration(language: .korean))
        expectKorean(coordinator.window, "splash")
        let small = TextRenderer.lines(
            of: home.window, size: Size(columns: 20, rows: 6), colorMode: .monochrome
        )
        .joined(separator: "\n")
        #expect(!small.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "no too-small notice")
        #expect(Self.englishWords(in: small).isEmpty, "too-small notice: \(small)")
    }
}
