internal import CSQLite
import Foundation

extension SQLiteConnection {
    /// Copies this database into a new file at `destination` with SQLite's online backup API, in one
    /// step: one read transaction, so the copy is one consistent moment of the database, while writers
    /// on other connections go on (in WAL mode they are not held up; a step that meets a lock waits
    /// and tries again).
    public func backUp(to destination: String) throws(SQLiteError) {
        let target = try SQLiteConnection(
            path: destination, flags: [.readWrite, .create, .noMutex],
            configuration: Configuration(usesWriteAheadLog: false))
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw SQLiteError(
                code: sqlite3_errcode(target.handle), extendedCode: sqlite3_extended_errcode(target.handle),
                message: String(cString: sqlite3_errmsg(target.handle)))
        }
        var code: Int32
        repeat {
            code = sqlite3_backup_step(backup, -1)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(20) }
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else {
            throw SQLiteError(code: code, extendedCode: code, message: String(cString: sqlite3_errstr(code)))
        }
        _ = try check(finished, target.handle)
        try target.close()
    }
}
