import AuthClient
import RxCore

/// `sesame whoami`: fetches the signed-in account from the server and prints it.
enum WhoAmICommand: ClientCommand {
    static let name = "whoami"
    static let summary = "show the signed-in account"
    static let synopsis = "sesame whoami [options]"
    static let options: [CommandOption] = []

    static func prepare(_ arguments: ParsedArguments) throws {}

    static func perform(_ request: Void, on connection: ClientConnection) async throws {
        let summary = UserSummary(try await connection.client.reload().value)
        CommandOutput.print(summary, json: connection.options.json) { summary.lines }
    }
}
