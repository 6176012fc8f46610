/// A `sesame` subcommand. Each lives in its own file under `Commands/` and is listed in
/// `CommandRegistry.all`.
protocol Command: Sendable {
    /// The word after `sesame` (`serve`).
    static var name: String { get }
    /// One line for `sesame --help`.
    static var summary: String { get }
    /// The text of `sesame <name> --help` and `sesame help <name>`.
    static var usage: String { get }
    /// Runs with the arguments after the command name; returns the process exit status.
    static func run(arguments: [String]) async -> Int32
}
