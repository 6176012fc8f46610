/// Why `PasswordHashingPool` refused work.
public enum PasswordHashingPoolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The wait queue already holds `queueLimit` jobs; the caller should answer "try again later".
    case overloaded(queueLimit: Int)
    /// `shutdown()` was called; the pool accepts no more work.
    case shutDown

    public var description: String {
        switch self {
        case .overloaded(let limit): "password hashing pool overloaded (queue limit \(limit))"
        case .shutDown: "password hashing pool is shut down"
        }
    }
}
