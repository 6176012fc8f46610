import AuthClient
import RxCore

/// `sesame signout`: forgets the remembered session (no server needed).
enum SignOutCommand: ClientCommand {
    static let name = "signout"
    static let summary = "forget the remembered session"
    static let synopsis = "sesame signout [options]"
    static let options: [CommandOption] = []
    static let needsServer = false

    struct Output: Encodable, Sendable {
        var signedOut = true
    }

    static func prepare(_ arguments: ParsedArguments) throws {}

    static func perform(_ request: Void, on connection: ClientConnection) async throws {
        try await connection.client.signOut().value
        CommandOutput.print(Output(), json: connection.options.json) { ["signed out"] }
    }
}
