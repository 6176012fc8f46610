/// A failure that is not an `AuthError` (exit status 1): the embedded server would not start, the two
/// typed passwords differ, standard input could not be read. The message is one line without secrets.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
