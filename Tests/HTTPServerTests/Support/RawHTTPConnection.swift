import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking TCP client for tests that need control over the bytes on the wire (keep-alive, partial
/// bodies, connection close). Reads time out after 10 s so a broken server fails the test instead of
/// hanging it.
///
/// Blocking calls run on their own thread, never on the cooperative pool: a test blocked in `recv` there
/// could starve the very task (an async handler) it is waiting for.
final class RawHTTPConnection: @unchecked Sendable {
    struct Response {
        var status: Int
        var headers: [(String, String)]
        var body: Data

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    enum Failure: Error {
        case connect(errno: Int32)
        case send(errno: Int32)
        case closedBeforeResponse
        case malformed(String)
    }

    private let socket: Int32
    private var buffer = Data()

    init(port: UInt16, host: String = "127.0.0.1") throws {
        let isIPv6 = host.contains(":")
        // The descriptor becomes `socket` only once connected: a throwing initializer whose stored
        // properties are all set still runs `deinit`, which would close it a second time (and with it
        // whatever descriptor another thread had opened under the same number meanwhile).
        let socket = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure.connect(errno: errno) }
        let result: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr(host)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        if result != 0 {
            let code = errno
            close(socket)
            throw Failure.connect(errno: code)
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        self.socket = socket
    }

    deinit {
        close(socket)
    }

    func send(_ text: String) async throws {
        try await send(Data(text.utf8))
    }

    func send(_ data: Data) async throws {
        try await offPool { try self.sendBlocking(data) }
    }

    private func sendBlocking(_ data: Data) throws {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { throw Failure.send(errno: errno) }
            offset += sent
        }
    }

    /// Reads one response (Content-Length or chunked framing).
    func readResponse() async throws -> Response {
        try await offPool { try self.readResponseBlocking() }
    }

    private func readResponseBlocking() throws -> Response {
        let headerEnd = try readUntil(Data("\r\n\r\n".utf8))
        let head = String(decoding: buffer.prefix(headerEnd), as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head) }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        var response = Response(status: status, headers: headers, body: Data())
        if let length = response.header("Content-Length").flatMap(Int.init) {
            try fill(length)
            response.body = buffer.prefix(length)
            buffer.removeFirst(length)
        } else if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while true {
                let lineEnd = try readUntil(Data("\r\n".utf8))
                let size = Int(String(decoding: buffer.prefix(lineEnd), as: UTF8.self), radix: 16) ?? 0
                buffer.removeFirst(lineEnd + 2)
                try fill(size + 2)
                response.body.append(buffer.prefix(size))
                buffer.removeFirst(size + 2)
                if size == 0 { break }
            }
        }
        return response
    }

    /// True when the peer closed the connection (read returns 0) with no further bytes.
    func isClosedByPeer() async -> Bool {
        (try? await offPool { self.isClosedByPeerBlocking() }) ?? false
    }

    private func isClosedByPeerBlocking() -> Bool {
        guard buffer.isEmpty else { return false }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) == 0
    }

    /// Every byte the peer sends until it closes the connection; nil when it is still open after the
    /// read timeout.
    func readUntilClosed() async -> Data? {
        try? await offPool { try self.readUntilClosedBlocking() }
    }

    private func readUntilClosedBlocking() throws -> Data {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let received = recv(socket, &chunk, chunk.count, 0)
            if received == 0 { break }
            guard received > 0 else { throw Failure.closedBeforeResponse }
            buffer.append(contentsOf: chunk[0..<received])
        }
        defer { buffer = Data() }
        return buffer
    }

    /// Half-closes the connection: the peer reads end-of-stream, replies can still arrive.
    func shutdownWrite() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// True when bytes from the peer are waiting to be read (does not block).
    func hasPendingBytes() -> Bool {
        var byte: UInt8 = 0
        return !buffer.isEmpty || recv(socket, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }

    private func readUntil(_ marker: Data) throws -> Int {
        while true {
            if let range = buffer.range(of: marker) { return range.lowerBound - buffer.startIndex }
            try readMore()
        }
    }

    private func fill(_ count: Int) throws {
        while buffer.count < count { try readMore() }
    }

    private func readMore() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let received = recv(socket, &chunk, chunk.count, 0)
        guard received > 0 else { throw Failure.closedBeforeResponse }
        buffer.append(contentsOf: chunk[0..<received])
        buffer = Data(buffer)
    }
}

/// Runs blocking work on its own thread and waits for it without holding a cooperative thread. (Not a
/// Dispatch global queue: when all its threads block, libdispatch adds more only about once a second.)
func offPool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
