#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One blocking TCP connection to an SMTP server, with send/receive timeouts and reply parsing.
/// Every socket call goes through `check`, which turns -1 into a typed `SMTPError`.
final class SMTPConnection {
    /// Longest reply line accepted (RFC 5321 allows 512 octets; be generous).
    static let maximumLineLength = 4096
    /// Most lines one multi-line reply may have.
    static let maximumReplyLines = 100

    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// A reply: its code and the text of its lines.
    struct Reply {
        let code: Int
        let lines: [String]
    }

    /// Resolves `address` and connects to the first reachable result.
    init(to address: SMTPServerAddress, timeoutSeconds: Int) throws(SMTPError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(address.host, String(address.port), &hints, &results) == 0, let first = results
        else {
            throw .socket(.resolve, errno: errno)
        }
        defer { freeaddrinfo(results) }
        var failure = SMTPError.socket(.connect, errno: ECONNREFUSED)
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let info = node?.pointee {
            node = info.ai_next
            let candidate = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
            guard candidate >= 0 else {
                failure = .socket(.connect, errno: errno)
                continue
            }
            Self.setTimeouts(candidate, seconds: timeoutSeconds)
            if connect(candidate, info.ai_addr, info.ai_addrlen) == 0 {
                descriptor = candidate
                return
            }
            failure = .socket(.connect, errno: errno)
            closeSocket(candidate)
        }
        throw failure
    }

    deinit { disconnect() }

    func disconnect() {
        guard descriptor >= 0 else { return }
        closeSocket(descriptor)
        descriptor = -1
    }

    private static func setTimeouts(_ descriptor: Int32, seconds: Int) {
        var interval = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &interval, size)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// -1 from a socket call becomes `SMTPError.socket(step, errno)`; 0 from recv means closed.
    @discardableResult
    private func check(_ result: Int, _ step: SMTPError.Step) throws(SMTPError) -> Int {
        if result < 0 { throw .socket(step, errno: errno) }
        return result
    }

    /// Writes all of `bytes` (no SIGPIPE when the peer has gone).
    func write(_ bytes: [UInt8], step: SMTPError.Step) throws(SMTPError) {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + offset, raw.count - offset, flags)
            }
            if written < 0 && errno == EINTR { continue }
            offset += try check(written, step)
        }
    }

    /// Sends `line` plus CRLF and reads the reply.
    func command(_ line: String, step: SMTPError.Step) throws(SMTPError) -> Reply {
        try write(Array((line + "\r\n").utf8), step: .send)
        return try readReply(step: step)
    }

    /// Reads one (possibly multi-line, `NNN-text` … `NNN text`) reply.
    func readReply(step: SMTPError.Step) throws(SMTPError) -> Reply {
        var lines: [String] = []
        while lines.count < Self.maximumReplyLines {
            let line = try readLine(step: step)
            guard line.count >= 3, let code = Int(line.prefix(3)), (200...599).contains(code) else {
                throw .malformedReply(step)
            }
            let separator = line.dropFirst(3).first
            lines.append(String(line.dropFirst(4)))
            if separator == "-" { continue }
            guard separator == nil || separator == " " else { throw .malformedReply(step) }
            return Reply(code: code, lines: lines)
        }
        throw .malformedReply(step)
    }

    private func readLine(step: SMTPError.Step) throws(SMTPError) -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard buffer.count < Self.maximumLineLength else { throw .malformedReply(step) }
            var chunk = [UInt8](repeating: 0, count: 1024)
            let count = chunk.withUnsafeMutableBytes { raw in recv(descriptor, raw.baseAddress, raw.count, 0)
            }
            if count < 0 && errno == EINTR { continue }
            guard try check(count, .receive) > 0 else { throw .closed(step) }
            buffer += chunk[..<count]
        }
    }
}

private func closeSocket(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(descriptor)
    #else
        _ = Darwin.close(descriptor)
    #endif
}
