/// A failure that is not an `AuthError` (exit status 1): the embedded server would not start, the two
/// typed passwords differ, standard input could not be read. The message is one line without secrets;
/// the code names it in `--json` error objects.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    let code: String
    let message: String

    init(_ message: String, code: String = "FAILED") {
        self.code = code
        self.message = message
    }

    var description: String { message }
}
