import AuthModel
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// Enter on a form that is not valid yet (issue 33, item 3): it moves to the next field at most and
/// never on to a button or back to the top, so a second Enter does not start another action and what
/// is typed next still lands in the field.
@MainActor
struct EnterOnInvalidFormTests {
    /// Types `digits` in `field`, presses Enter twice, then types `last`: the focus stayed, the field
    /// holds all of it, the form is valid, and no destination was asked for.
    private func expectEnterStays(
        on screen: any LoginScreen, in field: TextField, typing digits: String, then last: String,
        navigation: Observable<LoginDestination>, submit: Button
    ) {
        var destinations: [LoginDestination] = []
        let subscription = navigation.subscribe(onNext: { destinations.append($0) })
        ScreenHarness.type(digits, on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(field.isFocused)
        ScreenHarness.press(.enter, on: screen)
        #expect(destinations.isEmpty)
        #expect(field.isFocused)
        ScreenHarness.type(last, on: screen)
        #expect(field.text == digits + last)
        #expect(submit.isEnabled)
        subscription.dispose()
    }

    @Test func enterAfterAShortPasswordStaysInThePasswordField() {
        let screen = SignInScreen(
            reactor: SignInReactor(client: ScreenHarness.client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(screen.passwordField.isFocused, "Enter in the e-mail field goes on to the password")
        expectEnterStays(
            on: screen, in: screen.passwordField, typing: "12345", then: "6", navigation: screen.navigation,
            submit: screen.signInButton)
    }

    @Test func enterAfterFiveDigitsStaysInTheCodeField() {
        let reactor = VerificationCodeReactor(
            client: ScreenHarness.client,
            purpose: .phoneSignIn(phoneNumber: "+15555550100", verificationID: "v1"), language: .english)
        let screen = VerificationCodeScreen(reactor: reactor, language: .english)
        screen.window.focusChain.focus(screen.codeField)
        expectEnterStays(
            on: screen, in: screen.codeField, typing: "12345", then: "6", navigation: screen.navigation,
            submit: screen.verifyButton)
    }

    @Test func enterInAMismatchedConfirmationStaysThere() {
        let screen = SignUpScreen(
            reactor: SignUpReactor(client: ScreenHarness.client, language: .english), language: .english)
        ScreenHarness.type("kim@example.com", on: screen)
        for _ in 0..<2 { ScreenHarness.press(.tab, on: screen) }
        ScreenHarness.type("secret1", on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(screen.confirmationField.isFocused)
        ScreenHarness.type("secret2", on: screen)
        ScreenHarness.press(.enter, on: screen)
        #expect(screen.confirmationField.isFocused)
        #expect(screen.emailField.text == "kim@example.com")
    }
}
