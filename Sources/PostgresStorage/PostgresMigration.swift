/// One versioned step of the PostgreSQL schema: constant DDL without parameters.
public struct PostgresMigration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String

    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}
