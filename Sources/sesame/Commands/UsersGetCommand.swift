import Foundation

/// `sesame users get --uid U | --email E | --phone P`: one account's fields (never its hash).
enum UsersGetCommand: ClientCommand {
    static let name = "users get"
    static let summary = "show one user account"
    static let synopsis = "sesame users get --uid UID | --email E | --phone +NUMBER [options]"
    static let options = UserSelector.options + [AdminAPI.option]

    static func prepare(_ arguments: ParsedArguments) throws -> (UserSelector, String?) {
        (
            try UserSelector(arguments),
            AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment)
        )
    }

    static func perform(_ request: (UserSelector, String?), on connection: ClientConnection) async throws {
        let (selector, adminKey) = request
        let user = try await UserAccounts.of(connection, adminKey: adminKey).lookup(
            selector.field, selector.value)
        CommandOutput.print(UserRecordText.visible(user), json: connection.options.json) {
            UserRecordText.lines(user)
        }
    }
}
