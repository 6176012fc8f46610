/// The subcommands `sesame` knows, in `--help` order. Add new commands here.
enum CommandRegistry {
    static let all: [any Command.Type] = [
        ServeCommand.self
    ]

    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }

    static var usage: String {
        var lines = ["usage: sesame <command> [options]", "", "commands:"]
        for command in all {
            lines.append(
                "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Run 'sesame <command> --help' for a command's options."]
        return lines.joined(separator: "\n")
    }
}
