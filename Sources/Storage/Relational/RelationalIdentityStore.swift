/// An `IdentityStore` kept in SQL tables: the SQLite and PostgreSQL stores.
///
/// The store operations are written once, in this protocol's extensions, against `SQLSession`; a
/// conforming store supplies only its transactions, its dialect and its error mapping (inside the
/// three transaction functions, which throw `StoreError`s).
public protocol RelationalIdentityStore: IdentityStore {
    associatedtype Session: SQLSession

    static var dialect: SQLDialect { get }

    /// The newest migration this program applies (for readiness).
    static var knownSchemaVersion: Int { get }

    /// Runs `body` in a read-only snapshot.
    func read<T>(_ body: (Session) throws -> T) throws -> T

    /// Runs `body` in a transaction isolated from every concurrent write (SQLite: `BEGIN IMMEDIATE`;
    /// PostgreSQL: SERIALIZABLE, retried from the start on conflicts, so `body` may run more than once).
    func write<T>(_ body: (Session) throws -> T) throws -> T

    /// Runs `body` in a write transaction whose statements are atomic on their own or lock the rows
    /// they read (`SQLDialect.rowLock`): PostgreSQL runs it READ COMMITTED.
    func writeAtomicStatements<T>(_ body: (Session) throws -> T) throws -> T
}
