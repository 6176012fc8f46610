internal import COpenSSL

/// A failed OpenSSL call, with the library's error queue drained at the point of failure.
///
/// Only OpenSSL's own library and reason strings are kept; the per-error "data" strings are dropped so
/// that no caller-provided material (keys, passwords, tokens) can ever reach a description or a log.
public struct OpenSSLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One entry of OpenSSL's thread-local error queue.
    public struct Entry: Sendable, Equatable {
        /// The packed OpenSSL error code.
        public let code: UInt
        /// The human-readable `lib:reason` text OpenSSL gives for `code`.
        public let text: String
    }

    /// The AuthCrypto operation that failed (for example `"EVP_DigestSign"`).
    public let operation: String
    /// The drained error queue, oldest first; may be empty when OpenSSL queued nothing.
    public let entries: [Entry]

    /// Creates an error for `operation` with an explicit queue (used by tests and internal callers).
    public init(operation: String, entries: [Entry]) {
        self.operation = operation
        self.entries = entries
    }

    public var description: String {
        guard !entries.isEmpty else { return "OpenSSL: \(operation) failed" }
        let reasons = entries.map(\.text).joined(separator: "; ")
        return "OpenSSL: \(operation) failed (\(reasons))"
    }

    /// Drains the calling thread's OpenSSL error queue into an error for `operation`.
    static func drainingQueue(operation: String) -> OpenSSLError {
        var entries: [Entry] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            entries.append(Entry(code: code, text: text))
        }
        return OpenSSLError(operation: operation, entries: entries)
    }
}
