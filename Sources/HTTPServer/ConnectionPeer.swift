internal import CMicroHTTPD

/// What the server keeps for one connection: its peer's numeric address, formatted when it opened.
/// libmicrohttpd holds one retain as the connection's socket context (`connectionCallback`).
final class ConnectionPeer: Sendable {
    let host: String

    init(host: String) {
        self.host = host
    }

    /// The peer address of `connection`: the one kept when it opened, else formatted now.
    static func host(of connection: OpaquePointer) -> String {
        if let peer = CMicroHTTPD_socket_context(connection) {
            return Unmanaged<ConnectionPeer>.fromOpaque(peer).takeUnretainedValue().host
        }
        return formattedHost(of: connection)
    }

    /// The numeric address libmicrohttpd reports for `connection`'s peer, or "" when it has none.
    static func formattedHost(of connection: OpaquePointer) -> String {
        CMicroHTTPD_client_address(connection).map(SocketAddress.host) ?? ""
    }
}
