import AuthClient
import RxCore

/// `sesame delete-account`: deletes the signed-in account and forgets the session. At a terminal it
/// asks first unless `--yes` is given; without a terminal it needs `--yes` (usage error otherwise).
enum DeleteAccountCommand: ClientCommand {
    static let name = "delete-account"
    static let summary = "delete the signed-in account"
    static let synopsis = "sesame delete-account [--yes] [options]"
    static let options = [Confirmation.option]

    struct Output: Encodable, Sendable {
        var deleted: Bool
        var uid: String
    }

    /// Whether to ask before deleting.
    static func prepare(_ arguments: ParsedArguments) throws -> Bool {
        try Confirmation.isNeeded(arguments)
    }

    static func perform(_ ask: Bool, on connection: ClientConnection) async throws {
        let summary = UserSummary(try await connection.client.reload().value)
        if ask {
            try Confirmation.ask("Delete the account \(summary.shortName) for good?", refusal: "not deleted")
        }
        try await connection.client.deleteAccount().value
        CommandOutput.print(Output(deleted: true, uid: summary.uid), json: connection.options.json) {
            ["deleted the account \(summary.shortName)"]
        }
    }
}
