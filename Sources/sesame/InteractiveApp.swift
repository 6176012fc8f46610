import AuthClient
import Foundation
import LoginTUI
import TerminalUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `sesame` without a command: the login screens in the terminal, on the embedded server (same data
/// directory and remembered session as the scripted commands) or on `--server`.
enum InteractiveApp {
    static let usage = """
        usage: sesame [--server URL] [--api-key KEY] [--data-dir PATH] [--state-dir PATH]

        Opens the login screens in the terminal. Without --server the identity server runs inside the app
        on a loopback port with its data in $XDG_DATA_HOME/sesame; accounts and the remembered session are
        shared with the scripted commands (see 'sesame --help').
        """

    /// Runs the app; returns the exit status (2 without a terminal or with bad options).
    @MainActor
    static func run(arguments: [String]) async -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            StandardStreams.printError("sesame: the interactive app needs a terminal; see sesame --help")
            return 2
        }
        let environment = ProcessInfo.processInfo.environment
        let options: ClientOptions
        do {
            let common = ClientOptions.common.filter { $0.name != "json" }
            options = try ClientOptions(ParsedArguments(arguments, options: common), environment: environment)
        } catch {
            StandardStreams.printError("sesame: \(error)")
            StandardStreams.printError(usage)
            return 2
        }
        let connection: ClientConnection
        do {
            connection = try ClientConnection.open(options, needsServer: true, environment: environment)
        } catch {
            StandardStreams.printError("sesame: \(error)")
            return 1
        }
        var configuration = LoginAppConfiguration()
        if let embedded = connection.embedded {
            configuration.socialSignIn = embedded.server.configuration.emulator ? .emulator : .unavailable
            configuration.resetCodeHint =
                ScreenText.outboxHint.localized(in: configuration.language) + "\n" + embedded.outboxPath
        } else if case .remote(let baseURL, _) = options.server {
            configuration.socialSignIn = await isEmulator(baseURL) ? .emulator : .unavailable
        }
        var status: Int32 = 0
        do {
            try LoginApp.run(client: connection.client, configuration: configuration)
        } catch {
            StandardStreams.printError("sesame: \(error)")
            status = 1
        }
        await connection.close()
        return status
    }

    /// Whether the server at `baseURL` is in Firebase-emulator mode: only then does it answer the
    /// emulator's project-config endpoint.
    private static func isEmulator(_ baseURL: URL) async -> Bool {
        let url = baseURL.appendingPathComponent("emulator/v1/projects/sesame-local/config")
        var request = URLRequest(url: url, timeoutInterval: 5)
        request.httpMethod = "GET"
        return await withCheckedContinuation { continuation in
            URLSession.shared.dataTask(with: request) { _, response, _ in
                continuation.resume(returning: (response as? HTTPURLResponse)?.statusCode == 200)
            }.resume()
        }
    }
}
