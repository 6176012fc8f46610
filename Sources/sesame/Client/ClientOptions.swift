import AuthModel
import Foundation

/// The options every scripted command shares: where the server is, where the session is remembered,
/// and how to print.
struct ClientOptions: Sendable {
    /// `--server`/`SESAME_SERVER`, `--api-key`/`SESAME_API_KEY`, `--data-dir`/`SESAME_DATA_DIR`.
    var server: ServerSelection
    /// The session file: `<state-dir>/session.json`, or `FileKeyValueStore`'s default location.
    var sessionFile: URL?
    /// `--json`: one JSON object on standard output instead of text.
    var json: Bool
    /// `--lang en|ko`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`): the language of messages.
    var language: AuthLanguage

    static let common: [CommandOption] = [
        CommandOption("server", "URL", "use this Sesame server or emulator (env SESAME_SERVER)"),
        CommandOption("api-key", "KEY", "API key for --server (env SESAME_API_KEY)"),
        CommandOption("data-dir", "PATH", "embedded server's data (env SESAME_DATA_DIR)"),
        CommandOption("state-dir", "PATH", "where the session is remembered (env SESAME_STATE_DIR)"),
        CommandOption("lang", "en|ko", "language of messages (default: from the locale)"),
        CommandOption("json", nil, "print one JSON object for machines"),
        CommandOption("help", nil, "show this help"),
    ]

    /// Reads the shared options; flags win over environment variables.
    init(_ arguments: ParsedArguments, environment: [String: String]) throws(UsageError) {
        func setting(_ name: String, _ variable: String) -> String? {
            if let value = arguments.value(name) { return value }
            if let value = environment[variable], !value.isEmpty { return value }
            return nil
        }
        if let text = setting("server", "SESAME_SERVER") {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                throw .invalidValue("--server", expected: "an http or https URL")
            }
            if arguments.value("data-dir") != nil { throw .conflictingOptions("--server", "--data-dir") }
            let apiKey = setting("api-key", "SESAME_API_KEY") ?? "sesame-local-api-key"
            server = .remote(baseURL: url, apiKey: apiKey)
        } else {
            if arguments.value("api-key") != nil { throw .missingOption("--server (--api-key needs it)") }
            server = .embedded(dataDirectory: arguments.value("data-dir"))
        }
        sessionFile = setting("state-dir", "SESAME_STATE_DIR").map {
            URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent("session.json")
        }
        json = arguments.isSet("json")
        if let code = arguments.value("lang") {
            guard let language = AuthLanguage(rawValue: code) else {
                throw .invalidValue("--lang", expected: "en or ko")
            }
            self.language = language
        } else {
            language = AuthLanguage(environment: environment) ?? .current
        }
    }
}
