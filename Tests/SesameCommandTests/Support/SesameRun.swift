import Dispatch
import Foundation
import ServerTestSupport

/// One run of the built `sesame` executable as a subprocess, with its standard input from a pipe
/// (never a terminal) and its output collected.
struct SesameRun: Sendable {
    let status: Int32
    let output: String
    let errors: String

    /// Standard error's lines (without the final newline).
    var errorLines: [Substring] { errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

    /// Runs `sesame arguments…`, feeding `input` (nothing when `nil`) to standard input. Throws
    /// ``DeadlineExceeded`` (and kills it) when it has not finished within a minute: a hang guard.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String]
    ) throws -> SesameRun {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.environment = environment
        // Only the command's name: other arguments may be tokens.
        let command = "sesame " + (arguments.first ?? "")
        let outcome = try TestProcess.run(
            process, input: input.map { Data($0.utf8) }, waitingFor: "`\(command)` to finish")
        return SesameRun(
            status: outcome.status, output: String(decoding: outcome.output, as: UTF8.self),
            errors: String(decoding: outcome.errors, as: UTF8.self))
    }

    /// ``run(_:input:environment:)`` on a Dispatch thread: waiting for the child must not block the
    /// cooperative pool, where a server in the test process does its asynchronous work.
    static func detached(
        _ arguments: [String], input: String? = nil, environment: [String: String]
    ) async throws -> SesameRun {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try SesameRun.run(arguments, input: input, environment: environment) })
            }
        }
    }

    /// The `sesame` built next to this test bundle (`.build/<config>/sesame`), else `.build/debug`.
    static var executableURL: URL {
        let bundleDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        for directory in [Bundle.main.bundleURL, bundleDirectory] {
            let candidate = directory.appendingPathComponent("sesame")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { package.deleteLastPathComponent() }
        return package.appendingPathComponent(".build/debug/sesame")
    }
}

extension SesameRun {
    /// Standard output as the one JSON object `--json` prints.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
        guard let fields = object as? [String: Any] else { throw NotAnObject() }
        return fields
    }

    struct NotAnObject: Error {}
}
