/// A test's wait for a child process passed its deadline: the child hung and was killed with SIGKILL.
///
/// The deadlines are hang guards, never speed checks: a hung child fails its test with this message
/// instead of stalling the whole run.
public struct DeadlineExceeded: Error, CustomStringConvertible {
    /// What the test waited for, e.g. "`sesame serve`'s listening line".
    public let purpose: String
    public let limit: Duration
    /// What the child wrote to standard error, when the test collected it (its messages carry no
    /// secrets: the suites check that).
    public let errors: String

    public init(purpose: String, limit: Duration, errors: String = "") {
        self.purpose = purpose
        self.limit = limit
        self.errors = errors
    }

    public var description: String {
        let message =
            "hang guard: gave up waiting for \(purpose) after \(limit); the child process was killed"
        return errors.isEmpty ? message : message + "; its standard error:\n" + errors
    }
}
