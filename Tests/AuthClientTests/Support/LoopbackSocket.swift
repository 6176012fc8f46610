import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A real TCP socket on 127.0.0.1, port chosen by the kernel.
final class LoopbackSocket: @unchecked Sendable {
    let descriptor: Int32
    let port: UInt16

    /// Binds to `127.0.0.1:0`; listens when `listening` (connections then complete in the backlog
    /// and are never answered).
    init(listening: Bool) throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound, !listening || listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        port = UInt16(bigEndian: address.sin_port)
    }

    /// A port nothing listens on: bound, then closed.
    static func closedPort() throws -> UInt16 {
        let socket = try LoopbackSocket(listening: false)
        socket.stop()
        return socket.port
    }

    /// Accepts connections on a background thread and answers each with `reply`, then closes it.
    func answerEveryConnection(with reply: String) {
        let descriptor = descriptor
        Thread.detachNewThread {
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }
                let bytes = Array(reply.utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
                close(connection)
            }
        }
    }

    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        _ = close(descriptor)
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
