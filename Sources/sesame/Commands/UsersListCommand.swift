import AuthCrypto
import Foundation

/// `sesame users list`: every account, one line each (`--json`: `{"users": […]}`), without hashes.
enum UsersListCommand: ClientCommand {
    static let name = "users list"
    static let summary = "list every user account"
    static let synopsis = "sesame users list [options]"
    static let options = [AdminAPI.option]

    static func prepare(_ arguments: ParsedArguments) throws -> String? {
        AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment)
    }

    static func perform(_ adminKey: String?, on connection: ClientConnection) async throws {
        let users = try await UserAccounts.of(connection, adminKey: adminKey).all()
        CommandOutput.print(["users": users.map(UserRecordText.visible)], json: connection.options.json) {
            users.isEmpty ? ["no users"] : users.map(UserRecordText.line)
        }
    }
}
