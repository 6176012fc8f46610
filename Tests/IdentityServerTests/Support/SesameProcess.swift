import Foundation
import ServerTestSupport

/// The built `sesame` executable run as a subprocess. Every wait on it has a deadline
/// (``TestProcess``): a hung `sesame` fails its test and is killed.
final class SesameProcess: Sendable {
    let child: TestProcess
    let output = Pipe()

    /// The Foundation process (running).
    var process: Process { child.process }

    /// `.build/debug/sesame` next to the package this file belongs to.
    static var executableURL: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(".build/debug/sesame")
    }

    /// Starts `sesame arguments…` with standard output on a pipe (``firstLine()``) and standard error
    /// discarded.
    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = Self.executableURL
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        child = try TestProcess(starting: process)
    }

    /// Runs to completion and returns status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        let outcome = try TestProcess.run(process, waitingFor: "`sesame \(arguments.first ?? "")` to finish")
        return (
            outcome.status, String(decoding: outcome.output, as: UTF8.self),
            String(decoding: outcome.errors, as: UTF8.self)
        )
    }

    /// Reads standard output until the first line and returns it (what came before the end of file if
    /// none); throws when none comes within a minute.
    func firstLine() throws -> String {
        try child.firstLine(of: output.fileHandleForReading, waitingFor: "`sesame`'s first line")
    }

    /// Waits (on a Dispatch thread) for the exit and returns the status; throws when it takes a minute.
    func waitForExit() async throws -> Int32 {
        try await child.exited(waitingFor: "`sesame` to exit")
    }
}
