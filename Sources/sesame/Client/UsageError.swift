/// Why a scripted command's arguments were refused (exit status 2). The description is one line that
/// never echoes an option's value.
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable {
        case unknownOption(String)
        case missingValue(String)
        case unexpectedArgument(String)
        case missingOption(String)
        case repeatedOption(String)
        case conflictingOptions(String, String)
        case invalidValue(option: String, expected: String)
        case passwordFlag
        case noTerminalForPassword
        case noTerminalForConfirmation(String)
    }

    private let kind: Kind

    static func unknownOption(_ flag: String) -> UsageError { .init(kind: .unknownOption(flag)) }
    static func missingValue(_ flag: String) -> UsageError { .init(kind: .missingValue(flag)) }
    static func unexpectedArgument(_ text: String) -> UsageError { .init(kind: .unexpectedArgument(text)) }
    static func missingOption(_ flag: String) -> UsageError { .init(kind: .missingOption(flag)) }
    static func repeatedOption(_ flag: String) -> UsageError { .init(kind: .repeatedOption(flag)) }
    static func conflictingOptions(_ first: String, _ second: String) -> UsageError {
        .init(kind: .conflictingOptions(first, second))
    }
    static func invalidValue(_ option: String, expected: String) -> UsageError {
        .init(kind: .invalidValue(option: option, expected: expected))
    }
    /// `--password` was given: passwords never come from the command line, where `ps` and shell
    /// history would show them.
    static let passwordFlag = UsageError(kind: .passwordFlag)
    static let noTerminalForPassword = UsageError(kind: .noTerminalForPassword)
    /// A question must be answered at a terminal, and there is none: `flag` answers it instead.
    static func noTerminalForConfirmation(_ flag: String) -> UsageError {
        .init(kind: .noTerminalForConfirmation(flag))
    }

    var description: String {
        switch kind {
        case .unknownOption(let flag): "unknown option '\(flag.prefix(40))'"
        case .missingValue(let flag): "option '\(flag)' needs a value"
        case .unexpectedArgument(let text): "unexpected argument '\(text.prefix(40))'"
        case .missingOption(let flag): "missing \(flag)"
        case .repeatedOption(let flag): "option '\(flag)' given more than once"
        case .conflictingOptions(let first, let second): "\(first) and \(second) cannot be used together"
        case .invalidValue(let option, let expected): "invalid value for '\(option)': expected \(expected)"
        case .passwordFlag:
            "--password is not accepted: type the password at the prompt or pipe it with --password-stdin"
        case .noTerminalForPassword:
            "standard input is not a terminal: pipe the password with --password-stdin"
        case .noTerminalForConfirmation(let flag):
            "standard input is not a terminal, so nobody can confirm: pass \(flag) to go ahead"
        }
    }
}
