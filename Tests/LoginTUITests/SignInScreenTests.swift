import AuthClient
import AuthModel
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

@MainActor
struct SignInScreenTests {
    private func makeScreen(_ client: AuthClient = ScreenHarness.client, language: AuthLanguage = .english)
        -> SignInScreen
    {
        SignInScreen(reactor: SignInReactor(client: client, language: language), language: language)
    }

    @Test func invalidEmailShowsInvalidMarkAndDisabledButton() {
        let screen = makeScreen()
        ScreenHarness.type("kim@", on: screen)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("kim@"))
        #expect(text.contains("[!!]"))
        #expect(text.contains("( Log in )"))
        #expect(!screen.signInButton.isEnabled)
    }

    @Test func marksAreHiddenUntilSomethingIsTyped() {
        let text = ScreenHarness.text(of: makeScreen().window)
        #expect(!text.contains("[!!]") && !text.contains("[ok]"))
        #expect(text.contains("E-mail or phone number") && text.contains("Continue with Google"))
    }

    @Test func validInputEnablesTheButton() {
        let screen = makeScreen()
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("secret1", on: screen)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.components(separatedBy: "[ok]").count == 3)
        #expect(text.contains("[ Log in ]"))
        #expect(text.contains("•••••••"))
        #expect(!text.contains("secret1"))
        #expect(screen.signInButton.isEnabled)
    }

    @Test func spinnerShowsWhileTheRequestIsInFlight() {
        let pending = PendingSingle<AuthUser>()
        var client = ScreenHarness.client
        client.signIn = { email, password in
            #expect(email == "kim@example.com" && password == "secret1")
            return pending.single
        }
        let screen = makeScreen(client)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("secret1", on: screen)
        #expect(!ScreenHarness.text(of: screen.window).contains("Signing in…"))
        ScreenHarness.press(.enter, on: screen)
        #expect(pending.subscriptionCount == 1)
        #expect(ScreenHarness.text(of: screen.window).contains("Signing in…"))
        #expect(screen.spinner.isAnimating)
        #expect(!screen.signInButton.isEnabled)
        pending.succeed(ScreenHarness.user)
        #expect(!ScreenHarness.text(of: screen.window).contains("Signing in…"))
        #expect(screen.window.alert == nil)
    }

    @Test func failureShowsTheLocalizedMessageInAnAlert() {
        let pending = PendingSingle<AuthUser>()
        var client = ScreenHarness.client
        client.signIn = { _, _ in pending.single }
        let screen = makeScreen(client)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.tab, on: screen)
        ScreenHarness.type("wrong-password", on: screen)
        ScreenHarness.press(.enter, on: screen)
        pending.fail(AuthError(.invalidLoginCredentials))
        let expected = AuthError(.invalidLoginCredentials).localizedDescription(for: .english)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("Warning!"))
        #expect(text.contains(String(expected.prefix(20))))
        #expect(!screen.spinner.isAnimating)
        ScreenHarness.press(.enter, on: screen)  // OK
        #expect(screen.window.alert == nil)
        #expect(!ScreenHarness.text(of: screen.window).contains("Warning!"))
    }

    /// "Warning!" is the seed's title for wrong credentials only (issue 33, item 8); other failures
    /// have a title of their own, in English and Korean.
    @Test func otherFailuresAreNotTitledWarning() {
        for (language, title) in [(AuthLanguage.english, "Could not continue"), (.korean, "계속할 수 없습니다")] {
            let pending = PendingSingle<AuthUser>()
            var client = ScreenHarness.client
            client.signIn = { _, _ in pending.single }
            let screen = makeScreen(client, language: language)
            ScreenHarness.type("kim@example.com", on: screen)
            ScreenHarness.press(.tab, on: screen)
            ScreenHarness.type("secret1", on: screen)
            ScreenHarness.press(.enter, on: screen)
            pending.fail(AuthError(.tooManyAttempts))
            #expect(screen.window.alert?.title == title)
            #expect(
                screen.window.alert?.message
                    == AuthError(.tooManyAttempts).localizedDescription(for: language))
        }
    }

    @Test func linksAskForTheirScreens() {
        let screen = makeScreen()
        var destinations: [LoginDestination] = []
        let subscription = screen.navigation.subscribe(onNext: { destinations.append($0) })
        screen.signUpButton.activate()
        screen.resetButton.activate()
        screen.googleButton.activate()
        screen.appleButton.activate()
        #expect(destinations == [.signUp, .passwordReset, .socialSignIn(.google), .socialSignIn(.apple)])
        subscription.dispose()
    }

    @Test func koreanTexts() {
        let screen = makeScreen(language: .korean)
        let text = ScreenHarness.text(of: screen.window)
        #expect(text.contains("이메일 또는 전화번호"))
        #expect(text.contains("로그인"))
        #expect(text.contains("회원가입"))
    }
}
