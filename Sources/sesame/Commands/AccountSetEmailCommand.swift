import AuthClient
import RxCore

/// `sesame account set-email --email E`: changes the signed-in account's e-mail address
/// (`accounts:update`). The new address is not confirmed yet (`sesame account verify-email`).
enum AccountSetEmailCommand: ClientCommand {
    static let name = "account set-email"
    static let summary = "change the signed-in account's e-mail address"
    static let synopsis = "sesame account set-email --email E [options]"
    static let options = [CommandOption("email", "E", "the new e-mail address")]

    struct Output: Encodable, Sendable {
        var uid: String
        var email: String
        var emailVerified: Bool
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try arguments.requiredValue("email")
    }

    static func perform(_ email: String, on connection: ClientConnection) async throws {
        let user = try await connection.client.updateEmail(to: email).value
        let output = Output(uid: user.uid, email: user.email ?? email, emailVerified: user.isEmailVerified)
        CommandOutput.print(output, json: connection.options.json) {
            ["the e-mail address is now \(output.email)"]
                + (output.emailVerified ? [] : ["(not confirmed yet: sesame account verify-email)"])
        }
    }
}
