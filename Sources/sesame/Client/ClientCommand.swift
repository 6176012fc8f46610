import AuthModel
import Foundation

/// A scripted command on ``AuthClient``: it checks its arguments (and reads any password) in
/// ``prepare(_:)`` before a server is started, then does its work in ``perform(_:on:)``.
///
/// ``Command/run(arguments:)`` comes from the extension: `--help` prints ``usage`` (exit 0); refused
/// arguments print one line and exit 2; an `AuthError` prints its localized description (English or
/// Korean from the locale) as the only line on standard error and exits 1; success exits 0.
protocol ClientCommand: Command {
    /// What ``prepare(_:)`` makes of the arguments.
    associatedtype Request: Sendable

    /// The first usage line after `usage: `, e.g. `sesame signin --email E [options]`.
    static var synopsis: String { get }
    /// The options of this command; ``ClientOptions/common`` are added.
    static var options: [CommandOption] { get }
    /// Whether the command talks to the server (signing out does not).
    static var needsServer: Bool { get }

    /// Checks the arguments and reads what must be typed; throws ``UsageError`` or ``CommandFailure``.
    static func prepare(_ arguments: ParsedArguments) throws -> Request
    /// Does the work and prints the result.
    static func perform(_ request: Request, on connection: ClientConnection) async throws
}

extension ClientCommand {
    static var needsServer: Bool { true }

    static var usage: String {
        var lines = [
            "usage: " + synopsis, "", summary.prefix(1).uppercased() + summary.dropFirst() + ".", "",
        ]
        lines.append("options:")
        lines += (options + ClientOptions.common).map(\.helpLine)
        lines.append("")
        if needsServer {
            lines += [
                "Without --server the identity server runs inside this command on a loopback port, with its",
                "data in $XDG_DATA_HOME/sesame (or ~/.local/share/sesame).",
            ]
        }
        if options.contains(where: { $0.name == PasswordReader.option.name }) {
            lines.append(
                "Passwords are typed at a prompt or piped with --password-stdin, never given as flags.")
        }
        lines.append("Exit status: 0 success, 1 failure (one line on standard error), 2 usage error.")
        return lines.joined(separator: "\n")
    }

    static func run(arguments: [String]) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            StandardStreams.printOut(usage)
            return 0
        }
        let environment = ProcessInfo.processInfo.environment
        // Known before the arguments are checked, so that refusals follow them too.
        var json = arguments.contains("--json")
        var language = AuthLanguage(environment: environment) ?? .current
        do {
            let parsed = try ParsedArguments(arguments, options: options + ClientOptions.common)
            let clientOptions = try ClientOptions(parsed, environment: environment)
            json = clientOptions.json
            language = clientOptions.language
            let request = try prepare(parsed)
            let connection = try ClientConnection.open(
                clientOptions, needsServer: needsServer, environment: environment)
            do {
                try await perform(request, on: connection)
            } catch {
                await connection.close()
                throw connection.explain(error)
            }
            await connection.close()
            if let failure = connection.storeIssues.saveFailure { throw failure }
            return 0
        } catch let error as UsageError {
            CommandOutput.printFailure(
                code: "USAGE", message: error.description,
                line: "sesame \(name): \(error) (see 'sesame \(name) --help')", json: json)
            return 2
        } catch let error as AuthError {
            let message = error.localizedDescription(for: language)
            CommandOutput.printFailure(code: error.code, message: message, line: message, json: json)
            return 1
        } catch let error as CommandFailure {
            CommandOutput.printFailure(
                code: error.code, message: error.message, line: "sesame \(name): \(error)", json: json)
            return 1
        } catch {
            CommandOutput.printFailure(
                code: "FAILED", message: "\(type(of: error))", line: "sesame \(name): \(type(of: error))",
                json: json)
            return 1
        }
    }
}
