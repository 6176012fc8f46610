/// A test's wait for a child process passed its ``Deadline``: the child hung (and was killed).
struct DeadlineExceeded: Error, CustomStringConvertible {
    /// What the test waited for.
    let purpose: String
    let limit: Duration

    var description: String {
        "hang guard: gave up waiting for \(purpose) after \(limit); the child process was killed"
    }
}
