import Foundation
import Storage

/// `sesame restore --from FILE`: the data directory's store replaced by a backup, while no server
/// uses it.
enum RestoreCommand: ClientCommand {
    static let name = "restore"
    static let summary = "replace the data directory's store with a backup (no server may be using it)"
    static let synopsis = "sesame restore --from FILE [--data-dir PATH]"
    static let options = [CommandOption("from", "FILE", "a file 'sesame backup' wrote")]
    static let needsServer = false

    struct Output: Encodable, Sendable {
        var restored: String
        var from: String
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try arguments.requiredValue("from")
    }

    static func perform(_ file: String, on connection: ClientConnection) async throws {
        let database = try StoreFile.path(connection.options, command: "restore")
        do {
            try SQLiteStoreBackup.restore(file, database: database)
        } catch let failure as SQLiteStoreBackup.Failure {
            throw CommandFailure(failure.description)
        }
        CommandOutput.print(Output(restored: database, from: file), json: connection.options.json) {
            ["restored \(database) from \(file)"]
        }
    }
}
