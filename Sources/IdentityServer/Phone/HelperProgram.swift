import Dispatch
import Foundation

/// Runs an operator-named program (`--sms-command`, `--phone-app-verifier command:…`) with arguments and
/// optional standard input, off the cooperative pool, killing it when it outlives `timeout`. Its output
/// is discarded (it may echo a code); only the exit status counts.
struct HelperProgram: Sendable {
    let path: String
    var timeout: TimeInterval = 10

    private static let queue = DispatchQueue(label: "sesame.helper-program", attributes: .concurrent)

    /// True when the program ran and exited 0 within the deadline.
    func run(_ arguments: [String], input: Data? = nil) async -> Bool {
        let (path, timeout) = (path, timeout)
        return await withCheckedContinuation { continuation in
            Self.queue.async {
                continuation.resume(returning: Self.runBlocking(path, arguments, input, timeout))
            }
        }
    }

    private static func runBlocking(
        _ path: String, _ arguments: [String], _ input: Data?, _ timeout: TimeInterval
    )
        -> Bool
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Input goes through an unlinked temporary file, not a pipe: a program that exits without
        // reading cannot make the server's write fail (or raise SIGPIPE).
        var inputFile: FileHandle?
        if let input {
            let path = NSTemporaryDirectory() + "sesame-helper-" + UUID().uuidString
            guard
                FileManager.default.createFile(
                    atPath: path, contents: input, attributes: [.posixPermissions: 0o600]),
                let handle = FileHandle(forReadingAtPath: path)
            else { return false }
            try? FileManager.default.removeItem(atPath: path)
            inputFile = handle
        }
        defer { try? inputFile?.close() }
        process.standardInput = inputFile ?? FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return false
        }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            finished.wait()
            return false
        }
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
