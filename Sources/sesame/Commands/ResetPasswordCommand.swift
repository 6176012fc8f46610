import AuthClient
import RxCore

/// `sesame reset-password --email E` sends a password-reset e-mail; `sesame reset-password --code C`
/// sets a new password with the code from that e-mail, or the whole link (its `oobCode` is read from it;
/// the link is never opened).
enum ResetPasswordCommand: ClientCommand {
    static let name = "reset-password"
    static let summary = "send a password-reset e-mail, or set a new password with its code"
    static let synopsis = "sesame reset-password (--email E | --code CODE|LINK [--password-stdin]) [options]"
    static let options = [
        CommandOption("email", "E", "send the reset e-mail to this address"),
        CommandOption("code", "CODE|LINK", "the code or the whole link from the e-mail; asks for the new password"),
        PasswordReader.option,
    ]

    enum Request: Sendable {
        case sendEmail(String)
        case setPassword(code: String, newPassword: String)
    }

    struct Output: Encodable, Sendable {
        var email: String
        var emailSent: Bool?
        var passwordChanged: Bool?
        /// Where the embedded server put the e-mail.
        var outbox: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        switch (arguments.value("email"), arguments.value("code")) {
        case (.some, .some):
            throw UsageError.conflictingOptions("--email", "--code")
        case (nil, nil):
            throw UsageError.missingOption("--email or --code")
        case (.some, nil):
            if arguments.isSet(PasswordReader.option.name) {
                throw UsageError.conflictingOptions("--email", PasswordReader.option.flag)
            }
            return .sendEmail(try arguments.requiredValue("email"))
        case (nil, .some):
            let code = ActionCodeLink.code(pasted: try arguments.requiredValue("code"), mode: "resetPassword")
            let password = try PasswordReader.read(arguments, prompt: "New password: ", confirm: true)
            return .setPassword(code: code, newPassword: password)
        }
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let client = connection.client
        switch request {
        case .sendEmail(let email):
            try await client.sendPasswordReset(email: email).value
            let outbox = connection.embedded?.outboxPath
            let output = Output(email: email, emailSent: true, outbox: outbox)
            CommandOutput.print(output, json: connection.options.json) {
                ["sent a password-reset e-mail to \(email)"]
                    + (outbox.map { ["(the embedded server writes its e-mails to \($0))"] } ?? [])
            }
        case .setPassword(let code, let newPassword):
            let email = try await client.verifyPasswordResetCode(code).value
            try await client.confirmPasswordReset(code: code, newPassword: newPassword).value
            let output = Output(email: email, passwordChanged: true)
            CommandOutput.print(output, json: connection.options.json) {
                ["changed the password of \(email); sign in with the new one"]
            }
        }
    }
}
