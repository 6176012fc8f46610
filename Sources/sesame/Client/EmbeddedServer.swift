import Foundation
import IdentityServer

/// The identity server a scripted command starts inside its own process when no `--server` is given:
/// loopback, a free port, data in the user's data directory (shared by every run, so accounts and
/// signing keys outlive the command) and an API key and admin key made up for this run only.
///
/// Its settings come from `sesame serve`'s environment variables (`SESAME_DATA_DIR`,
/// `SESAME_ARGON2_MEMORY_KIB`, …); host, port, API key and admin key are always its own. Its log is silent unless
/// `SESAME_LOG_LEVEL` is set, in which case it goes to standard error.
struct EmbeddedServer: Sendable {
    let server: IdentityServer
    let apiKey: String
    /// The admin bearer of this run, made up like the API key (for `sesame service-account`).
    let adminKey: String

    /// Starts the server; `dataDirectory` overrides the environment and the default location.
    static func start(
        dataDirectory: String?, environment: [String: String]
    ) throws(CommandFailure) -> EmbeddedServer {
        let apiKey = makeAPIKey()
        let adminKey = makeAPIKey()
        var arguments = ["--host", "127.0.0.1", "--port", "0", "--api-key", apiKey, "--admin-key", adminKey]
        if let dataDirectory { arguments += ["--data-dir", dataDirectory] }
        var configuration: ServerConfiguration
        do {
            configuration = try ServerConfiguration.parse(arguments: arguments, environment: environment)
        } catch {
            throw CommandFailure("embedded server: \(error)")
        }
        // Only this process reaches it (loopback, its own API key): there is no app to prove itself, so
        // phone codes go out unless SESAME_PHONE_APP_VERIFIER names a verifier.
        if case .unset = configuration.phone.appVerifier { configuration.phone.appVerifier = .acceptAll }
        let logger =
            environment["SESAME_LOG_LEVEL"] == nil
            ? ServerLogger(minimumLevel: .error, sink: { _ in })
            : ServerLogger(minimumLevel: configuration.logLevel)
        do {
            let server = try IdentityServer(configuration: configuration, logger: logger)
            try server.start()
            return EmbeddedServer(server: server, apiKey: apiKey, adminKey: adminKey)
        } catch {
            throw CommandFailure(
                "the embedded server did not start: "
                    + StartupFailure.message(for: error, configuration: configuration),
                code: "SERVER_START_FAILED")
        }
    }

    var baseURL: URL {
        get throws(CommandFailure) {
            guard let url = URL(string: server.baseURL) else {
                throw CommandFailure("embedded server: no address")
            }
            return url
        }
    }

    /// Where the embedded server writes its e-mails.
    var outboxPath: String { server.configuration.dataDirectory + "/outbox.jsonl" }

    func stop() async {
        await server.stop()
    }

    /// 128 random bits as hex: only this process knows the key, so no other program can use the
    /// embedded server while it runs.
    private static func makeAPIKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
