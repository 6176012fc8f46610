import Foundation
import Testing

@testable import Storage

/// Opening a database file that is not one: the error names the file and the cause, and the file is
/// left as it was.
@Suite struct DatabaseFileErrorTests {
    @Test func aFileThatIsNotADatabaseIsNamed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("sesame.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DatabaseFileError.self) { try SQLiteIdentityStore(path: path) }
        #expect(error?.kind == .notADatabase)
        #expect(error?.path == path)
        #expect(error?.description == "\(path) is not a Sesame database (damaged, or another kind of file)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aDirectoryThatCannotBeCreatedIsNamed() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.file("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let error = #expect(throws: DatabaseFileError.self) {
            try SQLiteIdentityStore(path: blocker + "/data/sesame.sqlite")
        }
        #expect(error?.kind == .cannotOpen)
        #expect(error?.description.contains(blocker) == true)
    }

    @Test func sqliteResultCodesOfTheFileItself() {
        func kind(_ code: Int32) -> DatabaseFileError.Kind? {
            DatabaseFileError.kind(of: SQLiteError(code: code, extendedCode: code, message: "m"))
        }
        #expect(kind(26) == .notADatabase)  // SQLITE_NOTADB
        #expect(kind(11) == .notADatabase)  // SQLITE_CORRUPT
        #expect(kind(8) == .readOnly)  // SQLITE_READONLY
        #expect(kind(14) == .cannotOpen)  // SQLITE_CANTOPEN
        #expect(kind(5) == nil)  // SQLITE_BUSY: not the file's fault
    }
}
