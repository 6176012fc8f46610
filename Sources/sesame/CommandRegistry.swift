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
        AccountCommand.self,
        MFACommand.self,
        ServiceAccountCommand.self,
        UsersCommand.self,
        AuditCommand.self,
        BackupCommand.self,
        RestoreCommand.self,
    ]

    /// The actions of every command group (`service-account create`, `mfa list`).
    static let actions: [any Command.Type] =
        ServiceAccountCommand.actions + MFACommand.actions + UsersCommand.actions + AccountCommand.actions

    /// The commands of `all` and the actions of command groups.
    static func command(named name: String) -> (any Command.Type)? {
        (all + actions).first { $0.name == name }
    }

    /// Whether `name` is a group of actions (`service-account`, `mfa`).
    static func isGroup(_ name: String) -> Bool {
        actions.contains { $0.name.hasPrefix(name + " ") }
    }

    static var usage: String {
        var lines = [
            "usage: sesame [shared options] <command> [options]",
            "       sesame [--server URL] [--api-key KEY] [--data-dir PATH] [--state-dir PATH] [--lang en|ko]",
            "              (the app, in a terminal)",
            "       sesame help <command> | sesame --version",
            "", "commands:",
        ]
        for command in all {
            lines.append(
                "  " + command.name.padding(toLength: 16, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += [
            "",
            "Shared options (--server, --api-key, --data-dir, --state-dir, --lang, --json) may also come before",
            "the command. Run 'sesame help <command>' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }
}
