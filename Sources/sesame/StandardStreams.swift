import Foundation

/// Writing to standard output and error without buffering surprises.
enum StandardStreams {
    static func printOut(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
