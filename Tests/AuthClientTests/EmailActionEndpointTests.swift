import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// Password reset and its codes: calls that need no signed-in user.
struct EmailActionEndpointTests {
    @Test func sendPasswordReset_sendsPasswordResetWithTheEmail() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .sendOOBCode,
            with: .json(
                #"{"kind":"identitytoolkit#GetOobConfirmationCodeResponse","email":"kim@example.com"}"#))

        try await completion(harness.client.sendPasswordReset(email: Fixtures.email))

        expectRequest(
            harness.server.requests.first, .sendOOBCode,
            body: ["requestType": "PASSWORD_RESET", "email": "kim@example.com"])
    }

    @Test func verifyPasswordResetCode_returnsTheEmail() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .resetPassword,
            with: .json(
                """
                {"kind":"identitytoolkit#ResetPasswordResponse","requestType":"PASSWORD_RESET",
                 "email":"kim@example.com"}
                """
            ))

        let email = try await value(harness.client.verifyPasswordResetCode("oob-123"))

        #expect(email == "kim@example.com")
        expectRequest(harness.server.requests.first, .resetPassword, body: ["oobCode": "oob-123"])
    }

    @Test func verifyPasswordResetCode_ofAnotherKindOfCode_isInvalidActionCode() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .resetPassword, with: .json(#"{"requestType":"VERIFY_EMAIL","email":"kim@example.com"}"#))

        await #expect(throws: AuthError(.invalidActionCode)) {
            try await value(harness.client.verifyPasswordResetCode("oob-123"))
        }
    }

    @Test func confirmPasswordReset_sendsCodeAndNewPassword() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .resetPassword,
            with: .json(
                """
                {"kind":"identitytoolkit#ResetPasswordResponse","requestType":"PASSWORD_RESET",
                 "email":"kim@example.com"}
                """
            ))

        try await completion(
            harness.client.confirmPasswordReset(code: "oob-123", newPassword: "new password!"))

        expectRequest(
            harness.server.requests.first, .resetPassword,
            body: ["oobCode": "oob-123", "newPassword": "new password!"])
    }
}
