import AuthClient
import AuthModel

/// Finishes a scripted sign-in that the server answered with "second factor required": with
/// `--totp-code` the authenticator app's code, else at a terminal a prompt for it (or, for an account
/// with only SMS factors, a code texted to its first phone). Without a terminal or a code it fails
/// with one line saying what to pass.
enum SecondFactorStep {
    static let option = CommandOption(
        "totp-code", "CODE", "the authenticator app's code, for an account with a second factor")

    static func resolve(_ error: AuthError, totpCode: String?, client: AuthClient) async throws -> AuthUser {
        guard let challenge = error.multiFactorChallenge else { throw error }
        if let factor = challenge.totpHint {
            let code = try totpCode ?? prompt("Authenticator code: ")
            return try await client.resolveSignIn(
                challenge, with: .totpSignIn(enrollmentID: factor.uid, code: code)
            )
            .value
        }
        guard let factor = challenge.hints.first, let number = factor.phoneNumber else { throw error }
        if totpCode != nil {
            throw CommandFailure("this account has no authenticator app; its second factor is SMS")
        }
        guard TerminalInput.isInteractive else { throw required }
        let verificationID = try await client.startSecondFactorSignIn(challenge, factorUID: factor.uid).value
        let code = try prompt("Code sent by SMS to \(number): ")
        return try await client.resolveSignIn(
            challenge, with: .phone(verificationID: verificationID, code: code)
        )
        .value
    }

    static let required = CommandFailure(
        "this account has a second factor: run again with --totp-code CODE (the authenticator app's code)",
        code: "MULTI_FACTOR_AUTH_REQUIRED")

    /// One line typed at the terminal.
    static func prompt(_ text: String) throws -> String {
        guard TerminalInput.isInteractive else { throw required }
        guard let line = TerminalInput.readAnswer(prompt: text), !line.isEmpty else {
            throw CommandFailure("no code typed")
        }
        return line.filter { $0 != " " }
    }
}
