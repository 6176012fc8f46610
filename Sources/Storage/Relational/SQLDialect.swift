/// What differs between the SQL of the two engines where the shared store code needs it.
public struct SQLDialect: Sendable {
    /// Appended to a SELECT that reads a row the transaction will change (`FOR UPDATE`), or empty
    /// where the transaction already holds the only write lock (SQLite's `BEGIN IMMEDIATE`).
    public var rowLock: String
    /// A column that orders a table's rows by insertion.
    public var insertionOrder: String

    public init(rowLock: String, insertionOrder: String) {
        self.rowLock = rowLock
        self.insertionOrder = insertionOrder
    }

    public static let sqlite = SQLDialect(rowLock: "", insertionOrder: "rowid")
    public static let postgres = SQLDialect(rowLock: " FOR UPDATE", insertionOrder: "sequence")
}
