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

    static func run(arguments: [String]) async -> Int32 {
        guard let word = arguments.first, !word.hasPrefix("-") else {
            if arguments.first == "--help" || arguments.first == "-h" {
                StandardStreams.printOut(usage)
                return 0
            }
            StandardStreams.printError(
                "sesame service-account: missing action (see 'sesame service-account --help')")
            return 2
        }
        guard let action = actions.first(where: { $0.name == "\(name) \(word)" }) else {
            StandardStreams.printError(
                "sesame service-account: unknown action '\(word.prefix(40))' (see 'sesame service-account --help')"
            )
            return 2
        }
        return await action.run(arguments: Array(arguments.dropFirst()))
    }
}
