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

    /// Reports a failure: `line` on standard error, and with `json` also
    /// `{"error": {"code": …, "message": …}}` on standard output.
    static func printFailure(code: String, message: String, line: String, json: Bool) {
        if json {
            StandardStreams.printOut(encoded(FailureObject(error: .init(code: code, message: message))))
        }
        StandardStreams.printError(line)
    }

    static func encoded<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct FailureObject: Encodable {
        struct Body: Encodable {
            var code: String
            var message: String
        }
        var error: Body
    }
}
