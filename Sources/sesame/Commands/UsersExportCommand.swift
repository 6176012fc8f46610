import AuthCrypto
import Foundation

/// `sesame users export --out FILE`: every account in Firebase's `auth:export` JSON or CSV layout,
/// hashes included (mode 0600, never over an existing file). The hashes are Sesame's own
/// (self-describing); `sesame users import` reads them back without hash settings.
enum UsersExportCommand: ClientCommand {
    static let name = "users export"
    static let summary = "write every user account to a file in Firebase's export format"
    static let synopsis = "sesame users export --out FILE.json|FILE.csv [--format json|csv] [options]"
    static let options = [
        CommandOption("out", "FILE", "where to write (must not exist; holds password hashes)"),
        FirebaseUserFile.formatOption, AdminAPI.option,
    ]

    struct Request: Sendable {
        var path: String
        var format: FirebaseUserFile
        var adminKey: String?
    }

    struct Output: Encodable, Sendable {
        var file: String
        var format: String
        var users: Int
        /// Identities of providers CSV has no columns for (JSON keeps them).
        var omittedIdentities: Int
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let path = try arguments.requiredValue("out")
        let format = try FirebaseUserFile(path: path, arguments)
        try PrivateFile.checkAbsent(path)
        return Request(
            path: path, format: format,
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let users = try await UserAccounts.of(connection, adminKey: request.adminKey).all()
        let records = users.map(FirebaseUserRecord.exported)
        try PrivateFile.write(try request.format.encoded(records), to: request.path)
        let omitted = request.format == .csv ? FirebaseUserCSV.omittedIdentities(records) : 0
        let output = Output(
            file: request.path, format: request.format.rawValue, users: records.count,
            omittedIdentities: omitted)
        var lines = [
            "wrote \(UserRecordText.count(records.count)) to \(request.path); it holds password hashes, keep it private"
        ]
        if omitted > 0 {
            lines.append(
                "\(omitted) identities of other providers are not in CSV files; export JSON to keep them")
        }
        CommandOutput.print(output, json: connection.options.json) { lines }
    }
}
