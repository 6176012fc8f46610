import AuthCrypto
import Foundation

/// `sesame users create`: an account made by the admin (no tokens issued); a password only from
/// standard input.
enum UsersCreateCommand: ClientCommand {
    static let name = "users create"
    static let summary = "create a user account"
    static let synopsis = "sesame users create [--uid UID] [--email E] [--password-stdin] [options]"
    static let options =
        [CommandOption("uid", "UID", "the new user's id (default: a random one)")] + UserProfileOptions.all
        + [
            PasswordReader.option,
            CommandOption("email-verified", nil, "mark the e-mail address verified"),
            CommandOption("disabled", nil, "create the account disabled"),
            AdminAPI.option,
        ]

    static func prepare(_ arguments: ParsedArguments) throws -> ([String: JSON], String?) {
        var fields = UserProfileOptions.fields(arguments)
        if let uid = arguments.value("uid") { fields["localId"] = .string(uid) }
        if arguments.isSet(PasswordReader.option.name) {
            fields["password"] = .string(try PasswordReader.read(arguments))
        }
        if arguments.isSet("email-verified") { fields["emailVerified"] = true }
        if arguments.isSet("disabled") { fields["disabled"] = true }
        return (fields, AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: ([String: JSON], String?), on connection: ClientConnection) async throws {
        let (fields, adminKey) = request
        let localId = try await UserAccounts.of(connection, adminKey: adminKey).create(fields)
        CommandOutput.print(["localId": localId], json: connection.options.json) {
            ["created user \(localId)"]
        }
    }
}
