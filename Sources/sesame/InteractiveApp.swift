import AuthClient
import Foundation
import LoginTUI
import TerminalUI

/// `sesame` without a command: the login screens in the terminal, on the embedded server (same data
/// directory and remembered session as the scripted commands) or on `--server`.
///
/// TerminalUI runs on the main thread, so nothing here suspends before the app has run: the remote
/// server is asked what it is (``ServerProbe``) with a synchronous wait.
enum InteractiveApp {
    static let usage = """
        usage: sesame [--server URL] [--api-key KEY] [--data-dir PATH] [--state-dir PATH] [--lang en|ko]

        Opens the login screens in the terminal. Without --server the identity server runs inside the app
        on a loopback port with its data in $XDG_DATA_HOME/sesame; accounts and the remembered session are
        shared with the scripted commands (see 'sesame --help'). With --server the app asks that server
        whether it is an emulator (Google/Apple sign-in with made-up accounts) or a production server.
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
        var configuration = LoginAppConfiguration(language: options.language)
        if let embedded = connection.embedded {
            let server = embedded.server.configuration
            configuration.socialSignIn = server.emulator ? .emulator : .unavailable
            // A production-mode server verifies provider tokens only for the client IDs it was given.
            if !server.emulator {
                configuration.offerProviders(
                    google: !server.googleClientIds.isEmpty, apple: !server.appleClientIds.isEmpty)
            }
            configuration.resetCodeHint =
                ScreenText.outboxHint.localized(in: configuration.language) + "\n" + embedded.outboxPath
        } else if case .remote(let baseURL, let apiKey) = options.server {
            let answer = ServerProbe.ask(baseURL: baseURL, apiKey: apiKey, session: connection.urlSession)
            configuration.socialSignIn = answer.isEmulator ? .emulator : .unavailable
            // A production Sesame server says which providers it signs in with.
            if let providers = answer.signInProviders {
                configuration.offerProviders(
                    google: providers.contains("google.com"), apple: providers.contains("apple.com"))
            }
        }
        if connection.storeIssues.loadFailure != nil {
            configuration.launchNotice = ScreenText.sessionFileUnreadable.localized(
                in: configuration.language)
        }
        var status: Int32 = 0
        do {
            try LoginApp.run(client: connection.client, configuration: configuration)
        } catch {
            StandardStreams.printError("sesame: \(error)")
            status = 1
        }
        await close(connection)
        if let failure = connection.storeIssues.saveFailure {
            StandardStreams.printError("sesame: \(failure)")
            status = 1
        }
        return status
    }

    /// Stops the embedded server. A request still running (Ctrl-C during a sign-in) may keep it up to
    /// its drain timeout; after a moment the user is told, and that a second Ctrl-C quits at once.
    private static func close(_ connection: ClientConnection) async {
        guard let embedded = connection.embedded else { return }
        let notice = Task {
            try await Task.sleep(for: .milliseconds(300))
            StandardStreams.printError(
                "sesame: waiting up to \(embedded.server.configuration.drainTimeout) s for a request in flight"
                    + " to finish (Ctrl-C again to quit now)")
        }
        await connection.close()
        notice.cancel()
    }
}
