import AuthCrypto
import AuthModel

/// `GET /emulator/action?mode=…&oobCode=…[&newPassword=…]`: where the links in mailed codes lead.
/// `resetPassword` checks the code (and with `newPassword` resets the password), `verifyEmail`
/// applies the verification. Answers JSON; the code itself is the credential.
enum ActionEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard let mode = call.body.string("mode") else {
            throw APIError.code(.invalidRequestType, "Missing mode.")
        }
        switch mode {
        case "resetPassword":
            return try await ResetPasswordEndpoint.handle(context, call)
        case "verifyEmail":
            return try UpdateEndpoint.applyCode(context, call.body.string("oobCode"), call)
        case "signIn":
            // Sesame's links open the action page, which hands the code to the app (a redirect this
            // JSON endpoint cannot give).
            throw APIError.code(
                .invalidRequestType,
                "Open e-mail sign-in links at /__/auth/action, which hands the code to continueUrl.")
        default:
            throw APIError.notImplemented("mode \(mode.prefix(30)) is not implemented.")
        }
    }
}
