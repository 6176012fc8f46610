import Foundation
import AuthClient
import RxCore

/// `sesame account set-name --name N`: changes the signed-in account's display name
/// (`accounts:update`); an empty name removes it.
enum AccountSetNameCommand: ClientCommand {
    static let name = "account set-name"
    static let summary = "change the signed-in account's name ('' removes it)"
    static let synopsis = "sesame account set-name --name NAME [options]"
    static let options = [CommandOption("name", "NAME", "the new name; an empty one removes the name")]

    struct Output: Encodable, Sendable {
        var uid: String
        var displayName: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        guard let name = arguments.value("name") else { throw UsageError.missingOption("--name") }
        return name.trimmingCharacters(in: .whitespaces)
    }

    static func perform(_ name: String, on connection: ClientConnection) async throws {
        let user = try await connection.client.updateProfile(displayName: name).value
        CommandOutput.print(Output(uid: user.uid, displayName: user.displayName), json: connection.options.json) {
            [user.displayName.map { "the name is now \($0)" } ?? "removed the name"]
        }
    }
}
