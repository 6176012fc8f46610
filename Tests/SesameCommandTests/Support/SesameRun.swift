import Foundation

/// One run of the built `sesame` executable as a subprocess, with its standard input from a pipe
/// (never a terminal) and its output collected.
struct SesameRun: Sendable {
    let status: Int32
    let output: String
    let errors: String

    /// Standard error's lines (without the final newline).
    var errorLines: [Substring] { errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

    /// Runs `sesame arguments…`, feeding `input` (nothing when `nil`) to standard input.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String]
    ) throws -> SesameRun {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.environment = environment
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
        }
        try inputPipe.fileHandleForWriting.close()
        // Read standard error on another thread so that neither pipe can fill up and block the child.
        let errorData = ErrorCollector(errorPipe.fileHandleForReading)
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SesameRun(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errorData.wait(), as: UTF8.self))
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

/// Reads a file handle to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
