import Foundation
import ServerTestSupport

/// A throw-away home directory for one test: `HOME`, `XDG_DATA_HOME` and `XDG_STATE_HOME` point into
/// it, so the embedded server's data and the remembered session stay there. Removed when released.
/// On the PostgreSQL pass (`ServerTestDatabase`) the embedded server keeps its state in the schema of
/// ``dataDirectory`` instead, whatever data directory a run names.
final class ScratchHome: Sendable {
    let path: String
    /// `SESAME_DATABASE` and `SESAME_DATABASE_SCHEMA` on the PostgreSQL pass, else nothing.
    private let databaseEnvironment: [String: String]

    init() throws {
        path = NSTemporaryDirectory() + "sesame-command-tests-" + UUID().uuidString
        databaseEnvironment = try ServerTestDatabase.environment(dataDirectory: path + "/data/sesame")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The embedded server's data directory under the default rule (`$XDG_DATA_HOME/sesame`).
    var dataDirectory: String { path + "/data/sesame" }

    /// The environment `sesame` runs with: nothing inherited but `PATH`, English messages, small
    /// argon2 parameters so that hashing is quick, and on the PostgreSQL pass the database.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": path,
            "XDG_DATA_HOME": path + "/data",
            "XDG_STATE_HOME": path + "/state",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "SESAME_ARGON2_MEMORY_KIB": "64",
            "SESAME_ARGON2_ITERATIONS": "1",
            "SESAME_HASH_THREADS": "1",
        ]
        environment.merge(databaseEnvironment) { _, new in new }
        environment.merge(extra) { _, new in new }
        return environment
    }
}
