import AuthClient
import RxCore

/// `sesame account verify-email`: mails the signed-in account a link that confirms its address
/// (`accounts:sendOobCode` `VERIFY_EMAIL`); `sesame whoami` shows the address confirmed once it is used.
enum AccountVerifyEmailCommand: ClientCommand {
    static let name = "account verify-email"
    static let summary = "mail the signed-in account a link that confirms its e-mail address"
    static let synopsis = "sesame account verify-email [options]"
    static let options: [CommandOption] = []

    struct Output: Encodable, Sendable {
        var email: String
        var verificationSent: Bool
        /// Where the embedded server put the e-mail.
        var outbox: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws {}

    static func perform(_ request: Void, on connection: ClientConnection) async throws {
        let user = try await connection.client.reload().value
        guard let email = user.email else {
            throw CommandFailure("the signed-in account has no e-mail address", code: "MISSING_EMAIL")
        }
        guard !user.isEmailVerified else {
            CommandOutput.print(Output(email: email, verificationSent: false), json: connection.options.json) {
                ["\(email) is confirmed already"]
            }
            return
        }
        try await connection.client.sendEmailVerification().value
        let outbox = connection.embedded?.outboxPath
        CommandOutput.print(
            Output(email: email, verificationSent: true, outbox: outbox), json: connection.options.json
        ) {
            ["sent a confirmation link to \(email); open it, then run: sesame whoami"]
                + (outbox.map { ["(the embedded server writes its e-mails to \($0))"] } ?? [])
        }
    }
}
