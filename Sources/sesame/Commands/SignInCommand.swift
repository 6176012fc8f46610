import AuthClient
import RxCore

/// `sesame signin --email E`: signs in with an e-mail address and password and remembers the session.
/// With `--google-id-token` and/or `--google-access-token`, or `--apple-id-token` (or
/// `--provider P --id-token-stdin`) it signs in with a Google or Apple token instead; see
/// ``ProviderTokenOptions``.
enum SignInCommand: ClientCommand {
    static let name = "signin"
    static let summary = "sign in with an e-mail address and password, or a Google or Apple token"
    static let synopsis =
        "sesame signin (--email E [--password-stdin] | --google-id-token T [--google-access-token A]"
        + " | --google-access-token A | --apple-id-token T --raw-nonce N [--first-name F] [--last-name L])"
        + " [options]"
    static let options =
        [
            CommandOption("email", "E", "the account's e-mail address"),
            PasswordReader.option,
        ] + ProviderTokenOptions.options

    enum Request: Sendable {
        case password(email: String, password: String)
        case provider(ProviderCredential)
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        if let credential = try ProviderTokenOptions.credential(arguments) {
            if arguments.value("email") != nil {
                throw UsageError.conflictingOptions("--email", ProviderTokenOptions.flag(in: arguments))
            }
            if arguments.isSet(PasswordReader.option.name) {
                throw UsageError.conflictingOptions(
                    PasswordReader.option.flag, ProviderTokenOptions.flag(in: arguments))
            }
            return .provider(credential)
        }
        let email = try arguments.requiredValue("email")
        return .password(email: email, password: try PasswordReader.read(arguments))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let user: AuthUser
        switch request {
        case .password(let email, let password):
            user = try await connection.client.signIn(email: email, password: password).value
        case .provider(let credential):
            user = try await connection.client.signIn(with: credential).value
        }
        let summary = UserSummary(user)
        CommandOutput.print(summary, json: connection.options.json) {
            ["signed in as \(summary.shortName)"]
        }
    }
}
