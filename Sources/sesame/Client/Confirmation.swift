/// `--yes` for commands that destroy something: at a terminal they ask first unless it is given;
/// without a terminal it must be given (usage error otherwise).
enum Confirmation {
    static let option = CommandOption("yes", nil, "go ahead without asking (needed without a terminal)")

    /// Whether to ask before going ahead.
    static func isNeeded(_ arguments: ParsedArguments) throws(UsageError) -> Bool {
        if arguments.isSet(option.name) { return false }
        guard TerminalInput.isInteractive else { throw .noTerminalForConfirmation(option.flag) }
        return true
    }

    /// Asks at the terminal; anything but `yes` is a failure (exit 1) with code `NOT_CONFIRMED`.
    static func ask(_ question: String, refusal: String) throws(CommandFailure) {
        let answer = TerminalInput.readAnswer(prompt: question + " Type 'yes' to confirm: ")
        guard answer?.lowercased() == "yes" else { throw CommandFailure(refusal, code: "NOT_CONFIRMED") }
    }
}
