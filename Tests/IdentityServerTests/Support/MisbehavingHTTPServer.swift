import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP server on a loopback port that answers every request the same way, including the ways a
/// provider must not be allowed to hold a sign-in: a body that never ends, one announced as huge, and
/// one trickled a byte at a time. It counts the body bytes it managed to send.
final class MisbehavingHTTPServer: Sendable {
    enum Behavior: Sendable {
        /// 200 with `body`.
        case answer(status: Int, body: String)
        /// 200, chunked, 64 KiB chunks until `limit` bytes or the client goes away.
        case endless(limit: Int)
        /// 200 with a `Content-Length` of `length`; sends 1 KiB, then waits for the client to leave.
        case announced(length: Int)
        /// 200 with `body`, one byte every `interval` seconds.
        case trickle(body: String, interval: Double)
        /// 302 to `location`.
        case redirect(location: String)
    }

    let port: UInt16
    private let listener: Int32
    private let behavior: Behavior
    private let sent = Atomic<Int>(0)
    private let requests = Atomic<Int>(0)
    private let served = Atomic<Int>(0)

    var url: URL { URL(string: "http://127.0.0.1:\(port)/tokeninfo")! }
    /// Body bytes the kernel accepted from this server so far.
    var bytesSent: Int { sent.load(ordering: .acquiring) }
    /// Requests read so far.
    var requestCount: Int { requests.load(ordering: .acquiring) }
    /// Connections this server has finished with (answered, or stopped because the client went away).
    var servedCount: Int { served.load(ordering: .acquiring) }

    /// Waits until `count` connections are finished with, checking every 10 ms; false after `seconds`.
    func waitUntilServed(_ count: Int, seconds: Double = 30) async -> Bool {
        for _ in 0..<Int(seconds * 100) {
            if servedCount >= count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return servedCount >= count
    }

    init(_ behavior: Behavior) throws {
        self.behavior = behavior
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
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
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops accepting; connections being served end on their own.
    func close() {
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = Glibc.close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [self] in
                serve(connection)
                _ = Glibc.close(connection)
                served.add(1, ordering: .releasing)
            }.start()
        }
    }

    private func serve(_ connection: Int32) {
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        _ = setsockopt(
            connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard readRequest(connection) else { return }
        requests.add(1, ordering: .releasing)
        switch behavior {
        case .answer(let status, let body):
            _ = write(connection, head(status: status, length: body.utf8.count) + body)
        case .endless(let limit):
            guard write(connection, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n") else { return }
            let chunk = "10000\r\n" + String(repeating: "x", count: 0x10000) + "\r\n"
            while bytesSent < limit, write(connection, chunk, countsBody: 0x10000) {}
        case .announced(let length):
            guard write(connection, head(status: 200, length: length)) else { return }
            _ = write(connection, String(repeating: "x", count: 1024), countsBody: 1024)
            var byte: UInt8 = 0
            _ = recv(connection, &byte, 1, 0)  // until the client closes (or the receive timeout)
        case .redirect(let location):
            _ = write(
                connection,
                "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
        case .trickle(let body, let interval):
            guard write(connection, head(status: 200, length: body.utf8.count)) else { return }
            for character in body {
                Thread.sleep(forTimeInterval: interval)
                guard write(connection, String(character), countsBody: 1) else { return }
            }
        }
    }

    private func head(status: Int, length: Int) -> String {
        "HTTP/1.1 \(status) Answer\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
            + "Cache-Control: public, max-age=123\r\nConnection: close\r\n\r\n"
    }

    /// Reads the request head and its `Content-Length` body.
    private func readRequest(_ connection: Int32) -> Bool {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let text = String(decoding: received, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap {
                        Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                    }
                    ?? 0
                if text[end.upperBound...].utf8.count >= length { return true }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            received += chunk[..<count]
        }
    }

    private func write(_ connection: Int32, _ text: String, countsBody bodyBytes: Int = 0) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            offset += count
        }
        sent.add(bodyBytes, ordering: .acquiringAndReleasing)
        return true
    }
}
