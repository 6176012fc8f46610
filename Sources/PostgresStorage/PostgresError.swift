/// A failed PostgreSQL operation. A closed vocabulary: the kind, the SQLSTATE and the constraint.
///
/// Neither SQL text nor bound parameters are kept, and neither is the server's message for a
/// failed statement (PostgreSQL quotes offending input values in it, for example
/// `invalid input syntax for type bigint: "…"`). Only connection failures carry libpq's message,
/// which names the host, port and user but never a password or a statement argument.
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The server could not be reached, or the connection broke (a retry may succeed).
        case connectionFailed
        /// A statement failed on the server; `sqlState` says why.
        case statementFailed
        /// A transaction kept failing with serialization failures or deadlocks.
        case retriesExhausted
        /// A connection was lost while `COMMIT` was in flight: the outcome is unknown.
        case commitOutcomeUnknown
        /// The configuration is unusable (an invalid schema name, a zero pool size).
        case invalidConfiguration
        /// The database holds a schema version this program does not know.
        case unknownSchemaVersion
        /// The pool was closed.
        case closed
        /// A result had an unexpected shape (a NULL where the schema forbids one, an undecodable value).
        case unexpectedResult
    }

    public let kind: Kind
    /// The five-character SQLSTATE (`23505`, `40001`, …) for statement failures.
    public let sqlState: String?
    /// The constraint a violation broke (`accounts_email_unique`, …).
    public let constraint: String?
    /// libpq's message for connection failures; a fixed explanation for the other kinds.
    public let detail: String?

    public init(_ kind: Kind, sqlState: String? = nil, constraint: String? = nil, detail: String? = nil) {
        self.kind = kind
        self.sqlState = sqlState
        self.constraint = constraint
        self.detail = detail
    }

    /// `40001` serialization_failure or `40P01` deadlock_detected: the transaction may be retried.
    public var isSerializationFailure: Bool { sqlState == "40001" || sqlState == "40P01" }
    /// `23505` unique_violation.
    public var isUniqueViolation: Bool { sqlState == "23505" }
    /// `23503` foreign_key_violation.
    public var isForeignKeyViolation: Bool { sqlState == "23503" }

    public var description: String {
        var parts: [String] = []
        if let sqlState { parts.append("sqlstate \(sqlState)") }
        if let constraint { parts.append("constraint \(constraint)") }
        if let detail { parts.append(detail) }
        return "PostgresError.\(kind.rawValue)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
