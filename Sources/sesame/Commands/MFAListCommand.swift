import AuthClient

/// `sesame mfa list`: the signed-in account's second factors, fetched from the server.
enum MFAListCommand: ClientCommand {
    static let name = "mfa list"
    static let summary = "list the signed-in account's second factors"
    static let synopsis = "sesame mfa list [options]"
    static let options: [CommandOption] = []

    static func prepare(_ arguments: ParsedArguments) throws {}

    static func perform(_ request: Void, on connection: ClientConnection) async throws {
        let factors = UserSummary(try await connection.client.reload().value).secondFactors
        CommandOutput.print(["secondFactors": factors], json: connection.options.json) {
            factors.isEmpty ? ["no second factors"] : factors.map(\.line)
        }
    }
}
