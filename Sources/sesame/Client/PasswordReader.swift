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
        // A new password is asked for twice; when the two differ, both are asked for again (three
        // tries, as passwd does).
        for attempt in 1...(confirm ? 3 : 1) {
            guard let password = try TerminalInput.readSecret(prompt: prompt) else {
                throw CommandFailure("no password typed")
            }
            guard confirm else { return password }
            if try TerminalInput.readSecret(prompt: "Repeat the password: ") == password { return password }
            if attempt < 3 { StandardStreams.printError("The two passwords differ. Please type them again.") }
        }
        throw CommandFailure("the two passwords differ")
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
