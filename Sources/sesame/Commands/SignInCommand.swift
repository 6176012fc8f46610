import AuthClient
import RxCore

/// `sesame signin --email E`: signs in with an e-mail address and password and remembers the session.
enum SignInCommand: ClientCommand {
    static let name = "signin"
    static let summary = "sign in with an e-mail address and password"
    static let synopsis = "sesame signin --email E [--password-stdin] [options]"
    static let options = [
        CommandOption("email", "E", "the account's e-mail address"),
        PasswordReader.option,
    ]

    struct Request: Sendable {
        var email: String
        var password: String
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let email = try arguments.requiredValue("email")
        return Request(email: email, password: try PasswordReader.read(arguments))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let user = try await connection.client.signIn(email: request.email, password: request.password).value
        let summary = UserSummary(user)
        CommandOutput.print(summary, json: connection.options.json) {
            ["signed in as \(summary.shortName)"]
        }
    }
}
