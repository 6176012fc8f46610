import AuthCrypto
import Foundation

/// `sesame users import --file FILE`: accounts from a Firebase `auth:export` file (JSON or CSV) or a
/// Sesame export, through `accounts:batchCreate`. Everything is read and checked before the first
/// request; users the server refuses are listed, and the command then fails (exit 1).
enum UsersImportCommand: ClientCommand {
    static let name = "users import"
    static let summary = "create user accounts from a Firebase or Sesame export file"
    static let synopsis = "sesame users import --file FILE [--hash-algo SCRYPT --hash-key K …] [options]"
    static let options =
        [CommandOption("file", "FILE", "the export to read (.json or .csv)"), FirebaseUserFile.formatOption]
        + ImportHashing.options + [AdminAPI.option]

    struct Request: Sendable {
        var batches: [ImportBatch]
        var adminKey: String?
    }

    struct Refusal: Sendable {
        /// The user's place in the file, from 1.
        var user: Int
        var localId: String
        var message: String

        var line: String { "user \(user) (\(localId)): \(message)" }
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let path = try arguments.requiredValue("file")
        let format = try FirebaseUserFile(path: path, arguments)
        let hashing = try ImportHashing(arguments)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read \(path)")
        }
        let records = try format.records(data, path: path)
        return Request(
            batches: try ImportBatch.batches(records, hashing: hashing),
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let accounts = try await UserAccounts.of(connection, adminKey: request.adminKey)
        var refusals: [Refusal] = []
        for batch in request.batches {
            for (index, message) in try await accounts.batchCreate(batch.body)
            where batch.users.indices.contains(index) {
                refusals.append(
                    Refusal(
                        user: batch.positions[index] + 1,
                        localId: batch.users[index]["localId"]?.stringValue ?? "",
                        message: message))
            }
        }
        let total = request.batches.reduce(0) { $0 + $1.users.count }
        refusals.sort { $0.user < $1.user }
        guard let first = refusals.first else {
            CommandOutput.print(["imported": total], json: connection.options.json) {
                ["imported \(UserRecordText.count(total))"]
            }
            return
        }
        if !connection.options.json {
            for refusal in refusals { StandardStreams.printOut("not imported: " + refusal.line) }
        }
        throw CommandFailure(
            "\(refusals.count) of \(UserRecordText.count(total)) not imported, the first: \(first.line)",
            code: "USERS_REFUSED")
    }
}
