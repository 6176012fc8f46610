import AuthClient
import RxCore

/// `sesame delete-account`: deletes the signed-in account and forgets the session. At a terminal it
/// asks first unless `--yes` is given.
enum DeleteAccountCommand: ClientCommand {
    static let name = "delete-account"
    static let summary = "delete the signed-in account"
    static let synopsis = "sesame delete-account [--yes] [options]"
    static let options = [CommandOption("yes", nil, "do not ask for confirmation at a terminal")]

    struct Output: Encodable, Sendable {
        var deleted: Bool
        var uid: String
    }

    /// Whether to ask before deleting.
    static func prepare(_ arguments: ParsedArguments) throws -> Bool {
        !arguments.isSet("yes") && TerminalInput.isInteractive
    }

    static func perform(_ ask: Bool, on connection: ClientConnection) async throws {
        let summary = UserSummary(try await connection.client.reload().value)
        if ask {
            let answer = TerminalInput.readAnswer(
                prompt: "Delete the account \(summary.shortName) for good? Type 'yes' to confirm: ")
            guard answer?.lowercased() == "yes" else { throw CommandFailure("not deleted") }
        }
        try await connection.client.deleteAccount().value
        CommandOutput.print(Output(deleted: true, uid: summary.uid), json: connection.options.json) {
            ["deleted the account \(summary.shortName)"]
        }
    }
}
