import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Who uses a store file: each process that opens a SQLite store holds a shared lock on
/// `<database>-lock` while it has it open (several servers may share one file); a restore takes the
/// lock exclusively, so it never replaces a database a server is using. The kernel drops the lock
/// when the process ends, however it ends.
public final class SQLiteStoreLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Lets go before the process (or this object) ends: the store was closed.
    func release() {
        flock(descriptor, LOCK_UN)
    }

    static func lockPath(_ databasePath: String) -> String { databasePath + "-lock" }

    /// A user's lock; nil only when a restore holds the file (the caller waits or gives up).
    static func shared(_ databasePath: String) -> SQLiteStoreLock? {
        take(databasePath, LOCK_SH | LOCK_NB)
    }

    /// The restore's lock; nil while any process uses the store.
    public static func exclusive(_ databasePath: String) -> SQLiteStoreLock? {
        take(databasePath, LOCK_EX | LOCK_NB)
    }

    private static func take(_ databasePath: String, _ operation: Int32) -> SQLiteStoreLock? {
        let descriptor = open(lockPath(databasePath), O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, operation) == 0 else {
            close(descriptor)
            return nil
        }
        return SQLiteStoreLock(descriptor: descriptor)
    }
}
