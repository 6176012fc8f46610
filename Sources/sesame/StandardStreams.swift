import Foundation

/// Writing to standard output and error without buffering surprises.
enum StandardStreams {
    static func printOut(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `text` to standard error as it is (prompts, which end without a newline).
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
