import AuthCrypto
import Foundation

/// `sesame users delete`: deletes an account for good; asks at a terminal unless `--yes` is given.
enum UsersDeleteCommand: ClientCommand {
    static let name = "users delete"
    static let summary = "delete a user account"
    static let synopsis = "sesame users delete --uid UID | --email E | --phone +NUMBER [--yes] [options]"
    static let options = UserSelector.options + [Confirmation.option, AdminAPI.option]

    struct Request: Sendable {
        var selector: UserSelector
        var ask: Bool
        var adminKey: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        Request(
            selector: try UserSelector(arguments), ask: try Confirmation.isNeeded(arguments),
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let accounts = try await UserAccounts.of(connection, adminKey: request.adminKey)
        let localId = try await request.selector.localId(in: accounts)
        if request.ask {
            try Confirmation.ask("Delete the user \(localId) for good?", refusal: "not deleted")
        }
        try await accounts.delete(localId: localId)
        CommandOutput.print(
            ["localId": .string(localId), "deleted": JSON.bool(true)], json: connection.options.json
        ) {
            ["deleted user \(localId)"]
        }
    }
}
