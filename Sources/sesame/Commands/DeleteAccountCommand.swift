import AuthClient
import RxCore

/// `sesame delete-account`: deletes the signed-in account and forgets the session. At a terminal it
/// asks first unless `--yes` is given; without a terminal it needs `--yes` (usage error otherwise).
enum DeleteAccountCommand: ClientCommand {
    static let name = "delete-account"
    static let summary = "delete the signed-in account"
    static let synopsis = "sesame delete-account [--yes] [options]"
    static let options = [CommandOption("yes", nil, "delete without asking (needed without a terminal)")]

    struct Output: Encodable, Sendable {
        var deleted: Bool
        var uid: String
    }

    /// Whether to ask before deleting.
    static func prepare(_ arguments: ParsedArguments) throws -> Bool {
        if arguments.isSet("yes") { return false }
        guard TerminalInput.isInteractive else { throw UsageError.noTerminalForConfirmation("--yes") }
        return true
    }

    static func perform(_ ask: Bool, on connection: ClientConnection) async throws {
        let summary = UserSummary(try await connection.client.reload().value)
        if ask {
            let answer = TerminalInput.readAnswer(
                prompt: "Delete the account \(summary.shortName) for good? Type 'yes' to confirm: ")
            guard answer?.lowercased() == "yes" else {
                throw CommandFailure("not deleted", code: "NOT_CONFIRMED")
            }
        }
        try await connection.client.deleteAccount().value
        CommandOutput.print(Output(deleted: true, uid: summary.uid), json: connection.options.json) {
            ["deleted the account \(summary.shortName)"]
        }
    }
}
