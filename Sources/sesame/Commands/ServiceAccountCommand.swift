/// `sesame service-account create|list|delete`: the service-account keys custom tokens are signed
/// with. Each action is a command of its own (``ServiceAccountCreateCommand`` and the others).
enum ServiceAccountCommand: Command {
    static let name = "service-account"
    static let summary = "create, list or delete service-account keys for custom tokens"
    static let actions: [any Command.Type] = [
        ServiceAccountCreateCommand.self, ServiceAccountListCommand.self, ServiceAccountDeleteCommand.self,
    ]

    static var usage: String {
        (["usage: sesame service-account <action> [options]", "", "actions:"]
            + actions.map { action in
                let word = String(action.name.dropFirst(name.count + 1))
                return "  " + word.padding(toLength: 16, withPad: " ", startingAt: 0) + action.summary
            } + ["", "Run 'sesame service-account <action> --help' for its options."]).joined(separator: "\n")
    }

    /// Shared options may come before the action (`sesame service-account --json list`); a refusal is
    /// one line, and with `--json` also an error object, as for every command.
    static func run(arguments: [String]) async -> Int32 {
        let leading = CommandLineRoute.leadingOptions(of: arguments)
        let rest = arguments.dropFirst(leading.count)
        guard let word = rest.first, !word.hasPrefix("-") else {
            if rest.first == "--help" || rest.first == "-h" {
                StandardStreams.printOut(usage)
                return 0
            }
            return refuse("missing action", json: arguments.contains("--json"))
        }
        guard let action = CommandRegistry.command(named: "\(name) \(word)") else {
            return refuse("unknown action '\(word.prefix(40))'", json: arguments.contains("--json"))
        }
        return await action.run(arguments: Array(rest.dropFirst()) + leading)
    }

    private static func refuse(_ message: String, json: Bool) -> Int32 {
        CommandOutput.printFailure(
            code: "USAGE", message: message,
            line: "sesame \(name): \(message) (see 'sesame \(name) --help')", json: json)
        return 2
    }
}
