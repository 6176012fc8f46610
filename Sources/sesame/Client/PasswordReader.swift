import Foundation

/// Where a scripted command gets a password: all of standard input with `--password-stdin` (one
/// trailing newline dropped), otherwise a prompt with echo off when standard input is a terminal.
/// Never a command-line flag.
enum PasswordReader {
    static let option = CommandOption("password-stdin", nil, "read the password from standard input")

    /// Reads the password. `confirm` asks a second time at a terminal (new passwords) and fails when
    /// the two differ.
    static func read(
        _ arguments: ParsedArguments, prompt: String = "Password: ", confirm: Bool = false
    ) throws -> String {
        if arguments.isSet(option.name) {
            return readStandardInput()
        }
        guard TerminalInput.isInteractive else { throw UsageError.noTerminalForPassword }
        guard let password = try TerminalInput.readSecret(prompt: prompt) else {
            throw CommandFailure("no password typed")
        }
        if confirm {
            let again = try TerminalInput.readSecret(prompt: "Repeat the password: ")
            guard again == password else { throw CommandFailure("the two passwords differ") }
        }
        return password
    }

    private static func readStandardInput() -> String {
        var text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        // "\r\n" is one Character, so one removeLast drops either line ending.
        if text.hasSuffix("\n") || text.hasSuffix("\r\n") {
            text.removeLast()
        }
        return text
    }
}
