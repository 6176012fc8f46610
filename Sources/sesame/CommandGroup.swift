/// A command whose first word is an action (`sesame service-account create`, `sesame mfa list`); each
/// action is a command of its own, named `"<group> <action>"`.
protocol CommandGroup: Command {
    static var actions: [any Command.Type] { get }
}

extension CommandGroup {
    static var usage: String {
        (["usage: sesame \(name) <action> [options]", "", "actions:"]
            + actions.map { action in
                let word = String(action.name.dropFirst(name.count + 1))
                return "  " + word.padding(toLength: 16, withPad: " ", startingAt: 0) + action.summary
            } + ["", "Run 'sesame \(name) <action> --help' for its options."]).joined(separator: "\n")
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
