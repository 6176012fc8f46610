import Foundation
import ServerTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `sesame serve` process on a free loopback port with its own data directory, as AuthClient's
/// server in an end-to-end test. On the PostgreSQL pass (`ServerTestDatabase`) its state is in a
/// schema of the test database instead of the directory's SQLite file.
///
/// Use ``with(_:body:)``: it starts the server, runs the test against it, then sends SIGTERM and
/// records an issue unless the server exits with status 0. Every wait on the process has a deadline
/// (``TestProcess``): a server that never listens or never exits fails the test and is killed.
final class SesameServer: Sendable {
    /// The `--api-key` the server accepts.
    static let apiKey = "e2e-api-key"
    /// The `--project-id` ID tokens are issued for.
    static let projectID = "sesame-e2e"

    /// Where the server listens, e.g. `http://127.0.0.1:40123`.
    let baseURL: URL
    /// The server's data directory and log file live here.
    let directory: TemporaryDirectory
    private let process: TestProcess

    private init(process: TestProcess, baseURL: URL, directory: TemporaryDirectory) {
        self.process = process
        self.baseURL = baseURL
        self.directory = directory
    }

    /// Runs `body` against a fresh server started with the default options plus `extraArguments`,
    /// then terminates it (also when `body` throws) and expects a clean exit.
    static func with<Result>(
        _ extraArguments: [String] = [], body: (SesameServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(extraArguments)
        let result: Result
        do {
            result = try await body(server)
        } catch {
            _ = await server.terminate()
            throw error
        }
        let status = await server.terminate()
        #expect(status == 0, "sesame serve exited with \(status); log: \(server.log)")
        // The store of this pass and no other: the PostgreSQL pass leaves no SQLite file behind.
        let sqliteFile = server.directory.file("data/sesame.sqlite").path
        #expect(FileManager.default.fileExists(atPath: sqliteFile) == !ServerTestDatabase.isPostgreSQL)
        return result
    }

    /// Starts `sesame serve --port 0` with a fresh data directory and cheap password hashing, and waits
    /// for its `listening on` line.
    static func start(_ extraArguments: [String] = []) async throws -> SesameServer {
        let directory = try TemporaryDirectory(prefix: "sesame-e2e-server")
        let logURL = directory.file("server.log")
        guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
            throw SesameServerError(description: "cannot create \(logURL.path)")
        }
        let process = Process()
        process.executableURL = try SesameExecutable.url()
        process.arguments =
            try [
                "serve", "--port", "0", "--data-dir", directory.file("data").path,
                "--api-key", apiKey, "--project-id", projectID,
                "--argon2-memory-kib", "1024", "--argon2-iterations", "1", "--hash-threads", "1",
                "--no-rate-limits", "--log-level", "warning",
            ] + ServerTestDatabase.serveArguments(dataDirectory: directory.file("data").path) + extraArguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: logURL)
        let child = try TestProcess(starting: process)

        let line: String
        do {
            line = try await firstLine(of: output.fileHandleForReading, from: child)
        } catch {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            throw SesameServerError(description: "\(error); log: \(log)")
        }
        drainInBackground(output.fileHandleForReading)
        let prefix = "listening on "
        guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))),
            url.port != nil
        else {
            child.kill()
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            throw SesameServerError(description: "no listening line (got \"\(line)\"); log: \(log)")
        }
        return SesameServer(process: child, baseURL: url, directory: directory)
    }

    /// Sends SIGTERM and waits for the exit; returns the exit status (or -signal when killed by one).
    /// A server still running a minute later is killed, and the test gets an issue saying so.
    func terminate() async -> Int32 {
        let process = self.process.process
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
        }
        do {
            try await self.process.exited(waitingFor: "`sesame serve` to exit after SIGTERM")
        } catch {
            Issue.record("\(error); log: \(log)")
        }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    /// What the server wrote to standard error (warnings and errors only).
    var log: String {
        (try? String(contentsOf: directory.file("server.log"), encoding: .utf8)) ?? ""
    }

    // MARK: - Standard output

    /// The first line the process writes, or what it wrote before closing its output; read on a
    /// Dispatch thread. Kills the process and throws when none comes within a minute.
    private static func firstLine(of handle: FileHandle, from child: TestProcess) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try child.firstLine(of: handle, waitingFor: "`sesame serve`'s listening line")
                    })
            }
        }
    }

    /// Keeps reading (and dropping) standard output so the server never blocks on a full pipe.
    private static func drainInBackground(_ handle: FileHandle) {
        Thread.detachNewThread {
            while !handle.availableData.isEmpty {}
        }
    }
}

/// Why a server could not be started.
struct SesameServerError: Error, CustomStringConvertible {
    var description: String
}
