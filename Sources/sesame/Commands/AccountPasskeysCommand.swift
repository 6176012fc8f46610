import AuthClient

/// `sesame account passkeys`: the signed-in account's passkeys, fetched from the server. Passkeys are
/// created in a browser or a phone app (WebAuthn), not here.
enum AccountPasskeysCommand: ClientCommand {
    static let name = "account passkeys"
    static let summary = "list the signed-in account's passkeys (they are created in a browser or phone app)"
    static let synopsis = "sesame account passkeys [options]"
    static let options: [CommandOption] = []

    static func prepare(_ arguments: ParsedArguments) throws {}

    static func perform(_ request: Void, on connection: ClientConnection) async throws {
        let passkeys = UserSummary(try await connection.client.reload().value).passkeys
        CommandOutput.print(["passkeys": passkeys], json: connection.options.json) {
            passkeys.isEmpty ? ["no passkeys"] : passkeys.map(\.line)
        }
    }
}
