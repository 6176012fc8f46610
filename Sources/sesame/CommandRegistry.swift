/// The subcommands `sesame` knows, in `--help` order. Add new commands here.
enum CommandRegistry {
    static let all: [any Command.Type] = [
        ServeCommand.self,
        SignUpCommand.self,
        SignInCommand.self,
        WhoAmICommand.self,
        TokenCommand.self,
        SignOutCommand.self,
        ResetPasswordCommand.self,
        DeleteAccountCommand.self,
        ServiceAccountCommand.self,
    ]

    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }

    static var usage: String {
        var lines = [
            "usage: sesame <command> [options]",
            "       sesame [--server URL] [--data-dir PATH] [--state-dir PATH]   (the app, in a terminal)",
            "", "commands:",
        ]
        for command in all {
            lines.append(
                "  " + command.name.padding(toLength: 16, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Run 'sesame <command> --help' for a command's options."]
        return lines.joined(separator: "\n")
    }
}
