import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny SMTP server on a loopback port: speaks the server side of EHLO/HELO, MAIL FROM, RCPT TO,
/// DATA (undoing dot-stuffing) and QUIT, and records each message. The first `refusing` connections are
/// answered with a 421 greeting and closed, to exercise retries.
final class SMTPSink: Sendable {
    struct Message: Sendable {
        var hello = ""
        var sender = ""
        var recipients: [String] = []
        /// The DATA section with CRLF line endings, dot-stuffing undone, without the final "." line.
        var data = ""
        /// Lines of the dialog that ended in a bare LF instead of CRLF.
        var bareLineFeeds = 0
    }

    let port: UInt16
    private let listener: Int32
    private let messages = Mutex<[Message]>([])
    private let connections = Atomic<Int>(0)
    private let arrived = DispatchSemaphore(value: 0)
    private let refusing: Int

    init(refusing: Int = 0) throws {
        self.refusing = refusing
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            _ = Glibc.close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = size
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Connections accepted so far.
    var connectionCount: Int { connections.load(ordering: .relaxed) }

    /// Waits for the next recorded message (at most `seconds`, so a broken client fails the test
    /// instead of hanging it).
    func nextMessage(waitingAtMost seconds: Double = 30) -> Message? {
        guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
        return messages.withLock { $0.removeFirst() }
    }

    /// Stops accepting; the accept thread ends.
    func close() {
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = Glibc.close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let number = connections.add(1, ordering: .relaxed).newValue
            serve(connection, refuse: number <= refusing)
            _ = Glibc.close(connection)
        }
    }

    private func serve(_ connection: Int32, refuse: Bool) {
        var reader = LineReader(descriptor: connection)
        func reply(_ text: String) {
            _ = text.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        }
        if refuse {
            reply("421 sink busy, try later\r\n")
            return
        }
        reply("220 sink ESMTP ready\r\n")
        var message = Message()
        while let line = reader.next() {
            let upper = line.uppercased()
            if upper.hasPrefix("EHLO ") || upper.hasPrefix("HELO ") {
                message.hello = String(line.dropFirst(5))
                reply("250-sink greets you\r\n250 8BITMIME\r\n")
            } else if upper.hasPrefix("MAIL FROM:") {
                message.sender = Self.address(line.dropFirst(10))
                reply("250 sender ok\r\n")
            } else if upper.hasPrefix("RCPT TO:") {
                message.recipients.append(Self.address(line.dropFirst(8)))
                reply("250 recipient ok\r\n")
            } else if upper == "DATA" {
                reply("354 end with <CRLF>.<CRLF>\r\n")
                var lines: [String] = []
                while let dataLine = reader.next(), dataLine != "." {
                    lines.append(dataLine.hasPrefix(".") ? String(dataLine.dropFirst()) : dataLine)
                }
                message.data = lines.joined(separator: "\r\n")
                message.bareLineFeeds = reader.bareLineFeeds
                messages.withLock { $0.append(message) }
                arrived.signal()
                reply("250 queued\r\n")
                message = Message()
            } else if upper == "QUIT" {
                reply("221 bye\r\n")
                return
            } else {
                reply("502 not implemented\r\n")
            }
        }
    }

    private static func address(_ text: Substring) -> String {
        String(text.trimmingCharacters(in: .whitespaces).dropFirst().dropLast())
    }

    /// Reads lines, counting those that end in a bare LF.
    private struct LineReader {
        let descriptor: Int32
        var buffer: [UInt8] = []
        var bareLineFeeds = 0

        mutating func next() -> String? {
            while true {
                if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    var line = Array(buffer[..<end])
                    buffer.removeSubrange(...end)
                    if line.last == UInt8(ascii: "\r") { line.removeLast() } else { bareLineFeeds += 1 }
                    return String(decoding: line, as: UTF8.self)
                }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return nil }
                buffer += chunk[..<count]
            }
        }
    }
}
