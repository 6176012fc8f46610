import Foundation

/// The built `sesame` executable run as a subprocess.
final class SesameProcess: @unchecked Sendable {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()

    /// `.build/debug/sesame` next to the package this file belongs to.
    static var executableURL: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(".build/debug/sesame")
    }

    init(_ arguments: [String]) throws {
        process.executableURL = Self.executableURL
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Runs to completion and returns status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let running = try SesameProcess(arguments)
        let out = running.output.fileHandleForReading.readDataToEndOfFile()
        let err = running.errors.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return (
            running.process.terminationStatus, String(decoding: out, as: UTF8.self),
            String(decoding: err, as: UTF8.self)
        )
    }

    /// Reads standard output until the first line and returns it.
    func firstLine() -> String {
        var buffer = Data()
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        let text = String(decoding: buffer, as: UTF8.self)
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    func waitForExit() async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.process.waitUntilExit()
                continuation.resume(returning: self.process.terminationStatus)
            }
        }
    }
}
