/// One versioned step of a schema. Versions are positive and strictly increasing in a `Migrator`.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    /// Applies the step; runs inside the migrator's transaction.
    public let apply: @Sendable (SQLiteConnection) throws -> Void

    public init(version: Int, name: String, apply: @escaping @Sendable (SQLiteConnection) throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }

    /// A step that runs an SQL script.
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name) { connection in
            try connection.executeScript(sql)
        }
    }
}
