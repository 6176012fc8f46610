import AuthClient
import Foundation

/// Prints a command's result: text lines for people, or with `--json` one JSON object (sorted keys,
/// ISO 8601 dates) for machines.
enum CommandOutput {
    static func print<Value: Encodable>(_ value: Value, json: Bool, text: () -> [String]) {
        if json {
            StandardStreams.printOut(encoded(value))
        } else {
            for line in text() { StandardStreams.printOut(line) }
        }
    }

    static func encoded<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
