import AuthClient
import RxCore

/// `sesame signup --email E [--display-name N]`: creates an e-mail/password account and signs it in.
enum SignUpCommand: ClientCommand {
    static let name = "signup"
    static let summary = "create an account with an e-mail address and password, and sign in"
    static let synopsis = "sesame signup --email E [--display-name N] [--password-stdin] [options]"
    static let options = [
        CommandOption("email", "E", "the account's e-mail address"),
        CommandOption("display-name", "N", "the name shown for the account"),
        PasswordReader.option,
    ]

    struct Request: Sendable {
        var email: String
        var displayName: String?
        var password: String
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let email = try arguments.requiredValue("email")
        let displayName = arguments.value("display-name")
        let password = try PasswordReader.read(arguments, prompt: "New password: ", confirm: true)
        return Request(email: email, displayName: displayName, password: password)
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let user = try await connection.client.signUp(
            email: request.email, password: request.password, displayName: request.displayName
        ).value
        let summary = UserSummary(user)
        CommandOutput.print(summary, json: connection.options.json) {
            ["signed up and signed in as \(summary.shortName)"]
        }
    }
}
