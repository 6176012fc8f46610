import Foundation
import IdentityServer
import ServerTestSupport
import Testing

/// `sesame serve` and the embedded server when they cannot start: exit status 1 and one line on
/// standard error that names the cause, the port or path, and what to do — never an error dump.
@Suite struct StartupFailureTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String]) throws -> SesameRun {
        try SesameRun.run(arguments, environment: home.environment())
    }

    func expectOneLine(_ run: SesameRun, mentioning texts: [String]) {
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        for text in texts { #expect(run.errors.contains(text), "'\(text)' missing from: \(run.errors)") }
        for dump in [
            "Error Domain", "NSCocoaErrorDomain", "SQLiteError", "StoreError", "HTTPServerError",
            "PostgresError",
            "MHD_",
        ] {
            #expect(!run.errors.contains(dump), "\(run.errors)")
        }
    }

    @Test func portInUse() async throws {
        let first = try home.startServer(named: "first", emulator: true)
        let port = String(first.port)
        let run = try await SesameRun.detached(
            ["serve", "--emulator", "--port", port, "--data-dir", home.path + "/second"],
            environment: home.environment())
        expectOneLine(run, mentioning: ["port \(port)", "already in use", "--port"])
        await first.stop()
    }

    @Test func dataDirectoryIsAFile() throws {
        let file = home.path + "/not-a-directory"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        expectOneLine(
            try sesame(["serve", "--emulator", "--port", "0", "--data-dir", file]),
            mentioning: [file, "not a directory", "--data-dir"])
        expectOneLine(
            try sesame(["whoami", "--data-dir", file]), mentioning: [file, "not a directory", "--data-dir"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    /// Not the data directory itself but a folder above it is a file: the message names that file.
    @Test func aFileAboveTheDataDirectory() throws {
        let file = home.path + "/blocker"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        for arguments in [
            ["serve", "--emulator", "--port", "0", "--data-dir", file + "/data/sesame"],
            ["whoami", "--data-dir", file + "/data"],
        ] {
            let run = try sesame(arguments)
            expectOneLine(run, mentioning: [file + " is not a directory", "--data-dir"])
            #expect(!run.errors.contains("error 5"), "a raw error code: \(run.errors)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    /// libpq's message has several lines; the password in the URL is never repeated.
    @Test func databaseServerNotRunning() throws {
        let run = try sesame([
            "serve", "--emulator", "--port", "0", "--database-wait", "0", "--database",
            "postgres://sesame:hunter2@127.0.0.1:1/sesame",
        ])
        expectOneLine(run, mentioning: ["127.0.0.1", "--database"])
        #expect(!run.errors.contains("hunter2"))
        #expect(!run.errors.contains("\t"))
    }

    /// An address this machine does not have (TEST-NET-1): binding fails, nothing is sent.
    @Test func hostAddressNotOnThisMachine() throws {
        expectOneLine(
            try sesame([
                "serve", "--emulator", "--host", "192.0.2.1", "--port", "0", "--data-dir", home.path + "/d",
            ]),
            mentioning: ["192.0.2.1", "not an address of this machine", "--host"])
    }

    @Test(.disabled(if: ServerTestDatabase.isPostgreSQL, "the PostgreSQL pass keeps no SQLite file"))
    func corruptDatabase() throws {
        let directory = home.path + "/corrupt"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: directory + "/sesame.sqlite"))
        for arguments in [
            ["serve", "--emulator", "--port", "0", "--data-dir", directory],
            ["whoami", "--data-dir", directory],
        ] {
            expectOneLine(
                try sesame(arguments), mentioning: [directory + "/sesame.sqlite", "not a Sesame database"])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/sesame.sqlite")) == garbage)
    }

    /// Root writes to read-only files anyway, so this runs only as another user.
    @Test(
        .disabled(if: ServerTestDatabase.isPostgreSQL || geteuid() == 0, "needs a non-root user and SQLite"))
    func readOnlyDatabase() throws {
        let directory = home.path + "/readonly"
        #expect(try sesame(["whoami", "--data-dir", directory]).status == 1)  // creates the database
        chmod(directory + "/sesame.sqlite", 0o400)
        chmod(directory, 0o500)
        defer { chmod(directory, 0o700) }
        expectOneLine(
            try sesame(["serve", "--emulator", "--port", "0", "--data-dir", directory]),
            mentioning: [directory + "/sesame.sqlite", "read-only"])
    }
}
