import Foundation
import Storage

/// `sesame backup --out FILE`: a copy of the data directory's store, taken while servers use it.
enum BackupCommand: ClientCommand {
    static let name = "backup"
    static let summary = "copy the data directory's store to a new file, also while a server uses it"
    static let synopsis = "sesame backup --out FILE [--data-dir PATH]"
    static let options = [CommandOption("out", "FILE", "the backup to write (a new file, mode 0600)")]
    static let needsServer = false

    struct Output: Encodable, Sendable {
        var backup: String
        var bytes: Int
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try arguments.requiredValue("out")
    }

    static func perform(_ out: String, on connection: ClientConnection) async throws {
        let database = try StoreFile.path(connection.options, command: "backup")
        let bytes: Int
        do {
            bytes = try SQLiteStoreBackup.backUp(database: database, to: out)
        } catch let failure as SQLiteStoreBackup.Failure {
            throw CommandFailure(failure.description)
        }
        CommandOutput.print(Output(backup: out, bytes: bytes), json: connection.options.json) {
            ["backed up \(database) to \(out) (\(bytes) bytes)"]
        }
    }
}
