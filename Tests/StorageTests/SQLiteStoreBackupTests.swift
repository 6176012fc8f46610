import Foundation
import Storage
import Testing

/// Backing up a SQLite store while it is written, and restoring it only where nobody uses the store.
@Suite struct SQLiteStoreBackupTests {
    @Test func aBackupTakenDuringWritesHoldsEveryAccountStoredBeforeIt() async throws {
        let directory = try TemporaryDirectory()
        let live = try SQLiteIdentityStore(path: directory.file("live.sqlite"))
        for index in 0..<50 { try live.createAccount(Sample.account("before-\(index)", email: "b\(index)@example.com")) }
        // A writer keeps going while the backup runs.
        let writer = Task.detached {
            for index in 0..<200 {
                try? live.createAccount(Sample.account("during-\(index)", email: "d\(index)@example.com"))
            }
        }
        let bytes = try SQLiteStoreBackup.backUp(database: directory.file("live.sqlite"), to: directory.file("copy.sqlite"))
        await writer.value
        #expect(bytes > 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("copy.sqlite"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let copy = try SQLiteIdentityStore(path: directory.file("copy.sqlite"))
        for index in 0..<50 { #expect(try copy.account(localId: "before-\(index)") != nil) }
        try copy.close()
        // A second backup to the same file is refused: nothing is overwritten.
        #expect(throws: SQLiteStoreBackup.Failure.self) {
            try SQLiteStoreBackup.backUp(database: directory.file("live.sqlite"), to: directory.file("copy.sqlite"))
        }
        try live.close()
    }

    @Test func aRestoreReplacesTheStoreOnlyWhenNobodyUsesIt() throws {
        let directory = try TemporaryDirectory()
        let source = try SQLiteIdentityStore(path: directory.file("source.sqlite"))
        try source.createAccount(Sample.account("kept"))
        _ = try SQLiteStoreBackup.backUp(database: directory.file("source.sqlite"), to: directory.file("backup.sqlite"))
        try source.close()

        var target: SQLiteIdentityStore? = try SQLiteIdentityStore(path: directory.file("target.sqlite"))
        try target?.createAccount(Sample.account("replaced", email: "other@example.com"))
        let refused = #expect(throws: SQLiteStoreBackup.Failure.self) {
            try SQLiteStoreBackup.restore(directory.file("backup.sqlite"), database: directory.file("target.sqlite"))
        }
        #expect(refused?.description.contains("stop it") == true)
        #expect(try target?.account(localId: "replaced") != nil)
        try target?.close()
        target = nil

        try SQLiteStoreBackup.restore(directory.file("backup.sqlite"), database: directory.file("target.sqlite"))
        let restored = try SQLiteIdentityStore(path: directory.file("target.sqlite"))
        #expect(try restored.account(localId: "kept") != nil)
        #expect(try restored.account(localId: "replaced") == nil)
        try restored.close()
    }

    @Test func aFileThatIsNoStoreIsNotRestored() throws {
        let directory = try TemporaryDirectory()
        let target = try SQLiteIdentityStore(path: directory.file("target.sqlite"))
        try target.createAccount(Sample.account("stays"))
        try target.close()
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: directory.file("junk")))
        #expect(throws: SQLiteStoreBackup.Failure.self) {
            try SQLiteStoreBackup.restore(directory.file("junk"), database: directory.file("target.sqlite"))
        }
        let reopened = try SQLiteIdentityStore(path: directory.file("target.sqlite"))
        #expect(try reopened.account(localId: "stays") != nil)
        try reopened.close()
    }
}
