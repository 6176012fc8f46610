import AuthClient
import AuthModel

/// `sesame account remove-passkey --id ID`: removes a passkey of the signed-in account
/// (`accounts:update` with `deletePasskey`; the id from `sesame account passkeys`). An id the account
/// does not have is an error here (the server ignores it), so a typo is not reported as done.
enum AccountRemovePasskeyCommand: ClientCommand {
    static let name = "account remove-passkey"
    static let summary = "remove a passkey of the signed-in account"
    static let synopsis = "sesame account remove-passkey --id ID [options]"
    static let options = [CommandOption("id", "ID", "the passkey's credential id, as 'sesame account passkeys' shows it")]

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try arguments.requiredValue("id")
    }

    static func perform(_ id: String, on connection: ClientConnection) async throws {
        let client = connection.client
        guard try await client.reload().value.passkeys.contains(where: { $0.credentialID == id }) else {
            throw AuthError(.passkeyNotFound)
        }
        let summary = UserSummary(try await client.deletePasskey(credentialID: id).value)
        CommandOutput.print(summary, json: connection.options.json) {
            ["removed passkey \(id); \(summary.passkeys.count) left"]
        }
    }
}
