import AuthCrypto
import Foundation

/// A file of Firebase's `auth:export`: JSON (`{"users": […]}`) or CSV (``FirebaseUserCSV``), told apart
/// by `--format` or the file's extension.
enum FirebaseUserFile: String, Sendable {
    case json
    case csv

    static let formatOption = CommandOption(
        "format", "json|csv", "the file's format (default: its extension)")

    init(path: String, _ arguments: ParsedArguments) throws(UsageError) {
        let name =
            arguments.value(Self.formatOption.name)
            ?? String(path.split(separator: ".").last ?? "").lowercased()
        guard let format = FirebaseUserFile(rawValue: name) else {
            throw .invalidValue(
                Self.formatOption.flag, expected: "json or csv (or a file ending in .json or .csv)")
        }
        self = format
    }

    /// The file's bytes for export records.
    func encoded(_ records: [[String: JSON]]) throws -> Data {
        switch self {
        case .csv:
            return Data(FirebaseUserCSV.text(records).utf8)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(["users": records]) + Data("\n".utf8)
        }
    }

    /// The export records in `data`; refused when it is not a file of this format.
    func records(_ data: Data, path: String) throws(CommandFailure) -> [[String: JSON]] {
        let records: [[String: JSON]]?
        switch self {
        case .csv: records = FirebaseUserCSV.records(String(decoding: data, as: UTF8.self))
        case .json: records = JSON.parse(data)?["users"]?.arrayValue?.compactMap(\.objectValue)
        }
        guard let records else {
            throw CommandFailure(
                "\(path) is not a users export in Firebase's \(rawValue.uppercased()) format")
        }
        return records
    }
}
