import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// E-mail links and custom tokens: exact requests, the follow-up lookup and the remembered session.
struct PasswordlessEndpointTests {
    static let mailedLink =
        "https://auth.example.com/__/auth/action?mode=signIn&oobCode=code-123&apiKey=k&lang=en"
        + "&continueUrl=https%3A%2F%2Fapp.example.com%2Ffinish"

    @Test func sendSignInLink_sendsEmailSignInWithTheSettings() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .sendOOBCode,
            with: .json(
                #"{"kind":"identitytoolkit#GetOobConfirmationCodeResponse","email":"kim@example.com"}"#))
        let settings = ActionCodeSettings(
            url: URL(string: "https://app.example.com/finish?cart=7")!, iOSBundleID: "com.example.ios",
            androidPackageName: "com.example.android", androidInstallApp: true, androidMinimumVersion: "12")

        try await completion(harness.client.sendSignInLink(email: Fixtures.email, settings: settings))

        expectRequest(
            harness.server.requests.first, .sendOOBCode,
            body: [
                "requestType": "EMAIL_SIGNIN", "email": "kim@example.com",
                "continueUrl": "https://app.example.com/finish?cart=7", "canHandleCodeInApp": true,
                "iOSBundleId": "com.example.ios", "androidPackageName": "com.example.android",
                "androidInstallApp": true, "androidMinimumVersion": "12",
            ])
    }

    @Test func signInWithTheMailedLink_sendsEmailAndCodeThenLooksUp() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithEmailLink, with: Fixtures.tokens(kind: "identitytoolkit#EmailLinkSigninResponse"))
        harness.server.respond(to: .lookup, with: Fixtures.lookup())

        let user = try await value(harness.client.signIn(email: Fixtures.email, link: Self.mailedLink))

        #expect(user == Fixtures.user())
        #expect(harness.server.endpoints == [.signInWithEmailLink, .lookup])
        expectRequest(
            harness.server.requests.first, .signInWithEmailLink,
            body: ["email": "kim@example.com", "oobCode": "code-123"])
        #expect(try harness.storedSession?.refreshToken == "refresh-1")
        #expect(try currentValue(harness.client.authState) == Fixtures.user())
    }

    @Test func signInWithTheAppURLTheLinkLedTo_usesItsCode() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithEmailLink, with: Fixtures.tokens(kind: "identitytoolkit#EmailLinkSigninResponse"))
        harness.server.respond(to: .lookup, with: Fixtures.lookup())
        let appURL = "https://app.example.com/finish?cart=7&apiKey=k&oobCode=code-456&mode=signIn&lang=en"

        _ = try await value(harness.client.signIn(with: .emailLink(email: Fixtures.email, link: appURL)))

        expectRequest(
            harness.server.requests.first, .signInWithEmailLink,
            body: ["email": "kim@example.com", "oobCode": "code-456"])
    }

    @Test func aLinkWithoutASignInCode_failsWithoutARequest() async throws {
        let harness = Harness()
        let reset = "https://auth.example.com/__/auth/action?mode=resetPassword&oobCode=c&apiKey=k"
        await #expect(throws: AuthError(.invalidActionCode)) {
            _ = try await value(harness.client.signIn(email: Fixtures.email, link: reset))
        }
        #expect(harness.server.requests.isEmpty)
    }

    @Test func linkingAnEmailLink_sendsTheUsersIDToken() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .signInWithEmailLink,
            with: Fixtures.tokens(kind: "identitytoolkit#EmailLinkSigninResponse", idToken: Fixtures.idToken2)
        )
        harness.server.respond(to: .lookup, with: Fixtures.lookup())

        _ = try await value(
            harness.client.link(with: .emailLink(email: Fixtures.email, link: Self.mailedLink)))

        expectRequest(
            harness.server.requests(to: .signInWithEmailLink).first, .signInWithEmailLink,
            body: ["email": "kim@example.com", "oobCode": "code-123", "idToken": .string(Fixtures.idToken1)])
        #expect(try harness.storedSession?.idToken == Fixtures.idToken2)
    }

    @Test func signInWithCustomToken_sendsTheTokenThenLooksUp() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithCustomToken,
            with: .json(
                """
                {"kind":"identitytoolkit#VerifyCustomTokenResponse","isNewUser":true,
                 "idToken":"\(Fixtures.idToken1)","refreshToken":"refresh-1","expiresIn":"3600"}
                """))
        harness.server.respond(to: .lookup, with: Fixtures.lookup())

        let user = try await value(harness.client.signIn(withCustomToken: "custom.jwt.token"))

        #expect(user.uid == Fixtures.uid)
        expectRequest(
            harness.server.requests.first, .signInWithCustomToken,
            body: ["token": "custom.jwt.token", "returnSecureToken": true])
        #expect(try harness.storedSession?.refreshToken == "refresh-1")
    }

    @Test func aRefusedCustomToken_isInvalidCustomToken() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithCustomToken,
            with: .error("INVALID_CUSTOM_TOKEN : The token has expired."))
        await #expect(throws: AuthError(.invalidCustomToken)) {
            _ = try await value(harness.client.signIn(withCustomToken: "old.jwt.token"))
        }
        #expect(try currentValue(harness.client.authState) == nil)
    }

    @Test func emailSignInLinksAreRecognizedAsFirebaseDoes() {
        #expect(AuthClient.isSignInWithEmailLink(Self.mailedLink))
        #expect(EmailSignInLink.code(in: Self.mailedLink) == "code-123")
        let wrapped =
            "https://example.page.link/?link="
            + (Self.mailedLink.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics) ?? "")
        #expect(EmailSignInLink.code(in: wrapped) == "code-123")
        let deep =
            "https://app.example.com/?deep_link_id="
            + (Self.mailedLink.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics) ?? "")
        #expect(EmailSignInLink.code(in: deep) == "code-123")
        #expect(!AuthClient.isSignInWithEmailLink("https://a.example.com/?mode=verifyEmail&oobCode=x"))
        #expect(!AuthClient.isSignInWithEmailLink("https://a.example.com/?mode=signIn"))
        #expect(!AuthClient.isSignInWithEmailLink("https://a.example.com/?mode=signIn&oobCode="))
        #expect(!AuthClient.isSignInWithEmailLink("not a link"))
        #expect(!AuthClient.isSignInWithEmailLink(""))
    }
}
