/// A failure of a terminal operation: a closed vocabulary.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal (for example a pipe or a file).
    case notATerminal(fileDescriptor: Int32)
    /// A system call failed with `errno`.
    case systemCall(name: String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let fileDescriptor):
            "file descriptor \(fileDescriptor) is not a terminal"
        case .systemCall(let name, let errno):
            "\(name) failed (errno \(errno))"
        }
    }
}
