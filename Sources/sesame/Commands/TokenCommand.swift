import AuthClient
import Foundation
import RxCore

/// `sesame token`: prints an ID token for the signed-in account, refreshed when it would expire soon
/// (or always, with `--force`).
enum TokenCommand: ClientCommand {
    static let name = "token"
    static let summary = "print a fresh ID token of the signed-in account"
    static let synopsis = "sesame token [--force] [options]"
    static let options = [CommandOption("force", nil, "get a new token even if the current one is fresh")]

    /// `--json` output. The token is what the command is for, so it is printed; it never goes to
    /// standard error.
    struct Output: Encodable, Sendable {
        var idToken: String
        var expiresAt: Date
        var uid: String
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Bool {
        arguments.isSet("force")
    }

    static func perform(_ force: Bool, on connection: ClientConnection) async throws {
        let session = try await connection.client.refreshIDToken(force: force).value
        let output = Output(idToken: session.idToken, expiresAt: session.expiresAt, uid: session.user.uid)
        CommandOutput.print(output, json: connection.options.json) { [session.idToken] }
    }
}
