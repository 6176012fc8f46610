import AuthClient

/// `sesame mfa unenroll --id ID`: removes a second factor of the signed-in account (the id from
/// `sesame mfa list`).
enum MFAUnenrollCommand: ClientCommand {
    static let name = "mfa unenroll"
    static let summary = "remove a second factor of the signed-in account"
    static let synopsis = "sesame mfa unenroll --id ID [options]"
    static let options = [CommandOption("id", "ID", "the factor's id, as 'sesame mfa list' shows it")]

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try arguments.requiredValue("id")
    }

    static func perform(_ id: String, on connection: ClientConnection) async throws {
        let summary = UserSummary(try await connection.client.unenroll(factorUID: id).value)
        CommandOutput.print(summary, json: connection.options.json) {
            ["removed second factor \(id); \(summary.secondFactors.count) left"]
        }
    }
}
