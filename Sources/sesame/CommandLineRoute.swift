/// What the words after `sesame` ask for. Options every client command shares (``ClientOptions/common``)
/// may come before the command (`sesame --server URL signup …`, as in gh); they are handed to the
/// command after its own arguments, so a repeated option is refused as usual.
enum CommandLineRoute {
    /// `--version`; with `json` (`--json` anywhere) as a JSON object.
    case version(json: Bool)
    case overview
    /// `sesame help COMMAND` / `sesame COMMAND --help`.
    case help(any Command.Type)
    case command(any Command.Type, arguments: [String])
    /// No command: the interactive app with these (shared) options.
    case app(arguments: [String])
    /// Refused, with the one line to print (exit status 2).
    case unknown(String)

    init(_ arguments: [String]) {
        let leading = Self.leadingOptions(of: arguments)
        let index = leading.count
        guard index < arguments.count else {
            self = .app(arguments: leading)
            return
        }
        let word = arguments[index]
        let rest = Array(arguments[(index + 1)...])
        switch word {
        case "--version", "version":
            self = .version(json: arguments.contains("--json"))
        case "--help", "-h":
            self = .overview
        case "help":
            guard let name = rest.first else {
                self = .overview
                return
            }
            // `help service-account create`: an action of a group.
            let words = CommandRegistry.isGroup(name) && rest.count > 1 ? "\(name) \(rest[1])" : name
            guard let command = CommandRegistry.command(named: words) else {
                self = .unknown(Self.unknownCommand(words))
                return
            }
            self = .help(command)
        default:
            guard let command = CommandRegistry.command(named: word) else {
                self = .unknown(Self.unknownCommand(word))
                return
            }
            self = .command(command, arguments: rest + leading)
        }
    }

    /// The shared options at the start of `arguments`, with their values (`--server URL --json`).
    static func leadingOptions(of arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("--"), !isStandalone(arguments[index]) {
            let argument = arguments[index]
            leading.append(argument)
            index += 1
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            let takesValue = ClientOptions.common.first { $0.name == name }?.valueName != nil
            if takesValue, !argument.contains("="), index < arguments.count {
                leading.append(arguments[index])
                index += 1
            }
        }
        return leading
    }

    /// Flags that are a request of their own rather than a shared option.
    private static func isStandalone(_ argument: String) -> Bool {
        ["--help", "--version"].contains(argument)
    }

    private static func unknownCommand(_ word: String) -> String {
        let suggestion = CommandSuggestion.nearest(to: word).map { "; did you mean '\($0)'?" } ?? ""
        return "sesame: unknown command '\(word.prefix(40))'\(suggestion) (see 'sesame --help')"
    }
}
