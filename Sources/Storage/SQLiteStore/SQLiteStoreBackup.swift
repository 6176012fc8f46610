import Foundation

/// Backing up and restoring a SQLite store, the file `sesame serve` keeps in its data directory.
/// The backup runs while servers use the store (SQLite's online backup, one consistent moment); the
/// restore refuses a store in use (`SQLiteStoreLock`), checks the backup is a Sesame store it can open
/// (migrating an older one), and replaces the database in one rename.
public enum SQLiteStoreBackup {
    /// Why a backup or restore did not happen: one line, naming the file.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Copies the store at `database` into a new file `destination` (mode 0600; an existing file is
    /// refused) and checks the copy; answers its size in bytes.
    public static func backUp(database: String, to destination: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: database) else {
            throw Failure(description: "no store at \(database)")
        }
        let descriptor = open(destination, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create \(destination): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        do {
            let source = try SQLiteConnection(path: database, flags: [.readWrite, .noMutex])
            try source.backUp(to: destination)
            try source.close()
            try check(destination)
        } catch let failure as Failure {
            try? FileManager.default.removeItem(atPath: destination)
            throw failure
        } catch {
            try? FileManager.default.removeItem(atPath: destination)
            throw Failure(description: "backup of \(database) failed: \(error)")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: destination)
        return (attributes?[.size] as? Int) ?? 0
    }

    /// Replaces the store at `database` with the backup `file`.
    public static func restore(_ file: String, database: String) throws {
        guard FileManager.default.fileExists(atPath: file) else { throw Failure(description: "no backup at \(file)") }
        try check(file)
        guard let lock = SQLiteStoreLock.exclusive(database) else {
            throw Failure(description: "a server is using \(database): stop it before restoring")
        }
        let staged = database + ".restoring"
        try? FileManager.default.removeItem(atPath: staged)
        do {
            try FileManager.default.copyItem(atPath: file, toPath: staged)
            chmod(staged, 0o600)
            // Opening it as a store migrates an older schema and refuses a newer or foreign one.
            let store = try SQLiteIdentityStore(path: staged)
            _ = try store.projectConfig()
            try store.close()
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
            guard rename(staged, database) == 0 else {
                throw Failure(description: "cannot replace \(database): \(String(cString: strerror(errno)))")
            }
            for suffix in ["-wal", "-shm", "-lock"] { try? FileManager.default.removeItem(atPath: staged + suffix) }
        } catch let failure as Failure {
            try? FileManager.default.removeItem(atPath: staged)
            throw failure
        } catch {
            try? FileManager.default.removeItem(atPath: staged)
            throw Failure(description: "\(file) is not a store this server can open: \(error)")
        }
        withExtendedLifetime(lock) {}
    }

    /// SQLite's own check of every page of `file`.
    private static func check(_ file: String) throws {
        do {
            let connection = try SQLiteConnection(
                path: file, flags: [.readOnly, .noMutex], configuration: .init(usesWriteAheadLog: false))
            let result = try connection.pragma("quick_check")
            try connection.close()
            guard result == "ok" else { throw Failure(description: "\(file) is damaged: \(result ?? "?")") }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(file) is not a SQLite database: \(error)")
        }
    }
}
