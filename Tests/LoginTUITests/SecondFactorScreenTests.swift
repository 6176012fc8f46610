import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// The code screen (phone sign-in, a second factor at sign-in) and setting up an authenticator app
/// from home, through the coordinator as the app runs them, in English, Korean and a 40×12 window.
@MainActor
struct SecondFactorScreenTests {
    nonisolated static let factor = MultiFactorInfo(uid: "enrol-1", factor: .totp)
    nonisolated static let challenge = MultiFactorChallenge(pendingCredential: "pending", hints: [factor])
    nonisolated static let secret = TOTPSecret(
        sharedSecretKey: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", sessionInfo: "session")
    nonisolated static let enrolledUser = AuthUser(
        uid: "u1", email: "kim@example.com", providerIDs: ["password"], enrolledFactors: [factor])

    private final class Calls: @unchecked Sendable {
        var resolved: [String] = []
        var phone: [String] = []
        var enrolled: [String] = []
        var unenrolled: [String] = []
    }

    private func client(_ calls: Calls, users: BehaviorSubject<AuthUser?>) -> AuthClient {
        var client = ScreenHarness.client
        client.authState = users.asObservable()
        client.signIn = { _, _ in .error(AuthError.multiFactorRequired(Self.challenge)) }
        client.resolveSignIn = { _, assertion in
            if case .totpSignIn(let id, let code) = assertion { calls.resolved.append("\(id) \(code)") }
            users.on(.next(Self.enrolledUser))
            return .just(Self.enrolledUser)
        }
        client.sendVerificationCode = { number, _ in
            calls.phone.append(number)
            return .just("verification")
        }
        client.signInWithCredential = { credential in
            if case .phone(let id, let code) = credential { calls.phone.append("\(id) \(code)") }
            users.on(.next(ScreenHarness.user))
            return .just(ScreenHarness.user)
        }
        client.startTOTPEnrollment = { .just(Self.secret) }
        client.enroll = { assertion, _ in
            if case .totpEnrollment(let secret, let code) = assertion {
                calls.enrolled.append("\(secret.sessionInfo) \(code)")
            }
            users.on(.next(Self.enrolledUser))
            return .just(Self.enrolledUser)
        }
        client.unenroll = { uid in
            calls.unenrolled.append(uid)
            users.on(.next(ScreenHarness.user))
            return .just(ScreenHarness.user)
        }
        client.reload = { .just(ScreenHarness.user) }
        client.refreshIDToken = { _ in
            .just(
                AuthSession(
                    user: ScreenHarness.user, idToken: "id", refreshToken: "refresh",
                    expiresAt: Date().addingTimeInterval(3600)))
        }
        return client
    }

    private func text(_ window: Window, _ size: Size = Size(columns: 80, rows: 60)) -> String {
        TextRenderer.lines(of: window, size: size, colorMode: .monochrome).joined(separator: "\n")
    }

    private func start(_ language: AuthLanguage, _ calls: Calls, users: BehaviorSubject<AuthUser?>)
        async throws
        -> LoginCoordinator
    {
        let coordinator = LoginCoordinator(
            client: client(calls, users: users), configuration: LoginAppConfiguration(language: language))
        coordinator.start()
        await ScreenHarness.settle()
        return coordinator
    }

    @Test func aPasswordSignInOfAnEnrolledAccountAsksForTheAuthenticatorCode() async throws {
        let calls = Calls()
        let users = BehaviorSubject<AuthUser?>(value: nil)
        let coordinator = try await start(.english, calls, users: users)
        let signIn = try #require(coordinator.screen as? SignInScreen)
        ScreenHarness.type("kim@example.com", on: signIn)
        ScreenHarness.press(.tab, on: signIn)
        ScreenHarness.type("secret1", on: signIn)
        ScreenHarness.press(.enter, on: signIn)
        await ScreenHarness.settle()
        let code = try #require(coordinator.screen as? VerificationCodeScreen)
        #expect(text(code.window).contains("Enter the code your authenticator app shows."))
        #expect(code.sendCodeButton.isHidden)
        #expect(code.window.alert == nil)
        ScreenHarness.type("123 456", on: code)
        ScreenHarness.press(.enter, on: code)
        await ScreenHarness.settle()
        #expect(calls.resolved == ["enrol-1 123456"])
        let home = try #require(coordinator.screen as? HomeScreen)
        #expect(text(home.window).contains("Two-step verification: on"))
        #expect(home.authenticatorButton.isHidden)
        #expect(!home.removeAuthenticatorButton.isHidden)

        // Remove it: a confirmation whose default is Cancel, then the client's unenrol and a notice.
        home.removeAuthenticatorButton.activate()
        #expect(home.window.alert?.title == "Remove the authenticator app?")
        home.window.handle(.enter)
        #expect(calls.unenrolled.isEmpty)
        home.removeAuthenticatorButton.activate()
        home.window.handle(.tab)
        home.window.handle(.enter)
        await ScreenHarness.settle()
        #expect(calls.unenrolled == ["enrol-1"])
        let after = try #require(coordinator.screen as? HomeScreen)
        #expect(text(after.window).contains("The authenticator app was removed."))
        #expect(!after.authenticatorButton.isHidden && after.removeAuthenticatorButton.isHidden)
    }

    @Test func aPhoneNumberTextsACodeAndTheCodeSignsIn() async throws {
        let calls = Calls()
        let users = BehaviorSubject<AuthUser?>(value: nil)
        let coordinator = try await start(.english, calls, users: users)
        let signIn = try #require(coordinator.screen as? SignInScreen)
        ScreenHarness.type("+1 555 555 0100", on: signIn)
        ScreenHarness.press(.enter, on: signIn)
        await ScreenHarness.settle()
        let code = try #require(coordinator.screen as? VerificationCodeScreen)
        #expect(text(code.window).contains("We sent a code by SMS to +15555550100"))
        ScreenHarness.press(.escape, on: code)
        await ScreenHarness.settle()
        let again = try #require(coordinator.screen as? SignInScreen)
        ScreenHarness.type("+15555550100", on: again)
        ScreenHarness.press(.enter, on: again)
        await ScreenHarness.settle()
        let second = try #require(coordinator.screen as? VerificationCodeScreen)
        ScreenHarness.type("654321", on: second)
        ScreenHarness.press(.enter, on: second)
        await ScreenHarness.settle()
        #expect(calls.phone == ["+15555550100", "+15555550100", "verification 654321"])
        #expect(coordinator.screen is HomeScreen)
    }

    @Test func homeSetsUpAnAuthenticatorAppWithAQRCodeAndTheURI() async throws {
        let calls = Calls()
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let coordinator = try await start(.english, calls, users: users)
        let home = try #require(coordinator.screen as? HomeScreen)
        #expect(text(home.window).contains("Two-step verification: off"))
        home.authenticatorButton.activate()
        await ScreenHarness.settle()
        let setUp = try #require(coordinator.screen as? TOTPEnrollmentScreen)
        await ScreenHarness.settle()
        let shown = text(setUp.window)
        #expect(shown.contains("Key: JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP"))
        #expect(
            shown.filter { $0 != "\n" && $0 != " " }.contains(
                "secret=\(Self.secret.sharedSecretKey)&issuer=Sesame"))
        #expect(!setUp.qrCodeLines.isEmpty)
        for line in setUp.qrCodeLines.prefix(3) { #expect(shown.contains(line)) }
        ScreenHarness.press(.tab, on: setUp)
        while !setUp.codeField.isFocused { ScreenHarness.press(.tab, on: setUp) }
        ScreenHarness.type("123456", on: setUp)
        ScreenHarness.press(.enter, on: setUp)
        await ScreenHarness.settle()
        #expect(calls.enrolled == ["session 123456"])
        let alert = try #require(setUp.window.alert)
        #expect(alert.message.contains("Sign-ins now ask for its code."))
        setUp.window.handle(.enter)
        await ScreenHarness.settle()
        #expect(coordinator.screen is HomeScreen)
    }

    /// Issue 33, item 2: at 80×24 the set-up screen opens at its top, and PgDn brings the whole QR code
    /// on screen (PgUp goes back); the URI breaks before its parameters, not inside them.
    @Test func at80By24TheScreenOpensAtTheTopAndPageDownShowsTheWholeQRCode() async throws {
        let calls = Calls()
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let coordinator = try await start(.english, calls, users: users)
        let home = try #require(coordinator.screen as? HomeScreen)
        home.authenticatorButton.activate()
        await ScreenHarness.settle()
        let setUp = try #require(coordinator.screen as? TOTPEnrollmentScreen)
        await ScreenHarness.settle()
        let size = Size(columns: 80, rows: 24)
        let top = text(setUp.window, size)
        let firstLine = top.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(firstLine == "Set up an authenticator app", "\(top)")
        #expect(setUp.qrCodeLines.count <= 23)
        ScreenHarness.press(.pageDown, on: setUp)
        let scrolled = text(setUp.window, size)
        for line in setUp.qrCodeLines { #expect(scrolled.contains(line), "\(scrolled)") }
        ScreenHarness.press(.pageUp, on: setUp)
        #expect(text(setUp.window, size) == top)
        let uri = text(setUp.window, Size(columns: 80, rows: 60)).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("otpauth:") || $0.hasPrefix("?secret=") || $0.hasPrefix("&") }
        #expect(uri.count >= 3 && uri[0].hasSuffix("kim@example.com"), "\(uri)")
    }

    @Test func aSmallKoreanWindowShowsTheNoteInsteadOfABrokenCodeAndKeepsTheFieldReachable() async throws {
        let calls = Calls()
        let users = BehaviorSubject<AuthUser?>(value: ScreenHarness.user)
        let coordinator = try await start(.korean, calls, users: users)
        let home = try #require(coordinator.screen as? HomeScreen)
        #expect(text(home.window).contains("2단계 인증: 사용 안 함"))
        home.authenticatorButton.activate()
        await ScreenHarness.settle()
        let setUp = try #require(coordinator.screen as? TOTPEnrollmentScreen)
        await ScreenHarness.settle()
        let small = Size(columns: 40, rows: 12)
        #expect(!text(setUp.window, small).contains("▀"))
        while !setUp.codeField.isFocused { ScreenHarness.press(.tab, on: setUp) }
        let focused = text(setUp.window, small)
        #expect(focused.contains("6자리 코드"), "\(focused)")
        // 40 columns but tall enough for everything: the note stands where the code would.
        let narrow = text(setUp.window, Size(columns: 40, rows: 60))
        #expect(narrow.contains("QR 코드를 보려면 창을 넓혀 주세요."), "\(narrow)")
        #expect(!narrow.contains("▀"))
        ScreenHarness.press(.escape, on: setUp)
        await ScreenHarness.settle()
        #expect(coordinator.screen is HomeScreen)
    }
}
