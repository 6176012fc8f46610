/// Why the server test database cannot be used.
public enum ServerTestDatabaseError: Error, CustomStringConvertible {
    /// `SESAME_TEST_SERVER_DATABASE=1` without `SESAME_TEST_DATABASE_URL`.
    case missingURL
    /// `withStore` on the SQLite pass found no `sesame.sqlite` in the data directory.
    case noSQLiteFile
    /// A server of the PostgreSQL pass opened another store.
    case notOnPostgreSQL

    public var description: String {
        switch self {
        case .missingURL:
            "SESAME_TEST_SERVER_DATABASE=1 needs SESAME_TEST_DATABASE_URL (a scratch PostgreSQL database, "
                + "e.g. from scripts/test-postgres-cluster start)"
        case .noSQLiteFile: "the data directory has no sesame.sqlite"
        case .notOnPostgreSQL: "SESAME_TEST_SERVER_DATABASE=1, but the server did not open PostgreSQL"
        }
    }
}
