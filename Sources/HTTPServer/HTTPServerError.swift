/// Errors the HTTP server reports. A closed vocabulary: compare against the static members.
public struct HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Hashable, Sendable {
        case invalidBindAddress
        case invalidConfiguration
        case startFailed
        case addressInUse
        case addressNotAvailable
        case alreadyStarted
        case libraryCallFailed
    }

    private let code: Code
    private let detail: String

    /// The note on where or why it happened (empty when there is none).
    public var note: String { detail }

    private init(_ code: Code, detail: String = "") {
        self.code = code
        self.detail = detail
    }

    /// The bind address is not a numeric IPv4 or IPv6 address.
    public static let invalidBindAddress = HTTPServerError(.invalidBindAddress)
    /// A configuration value is out of range (for example a negative limit).
    public static let invalidConfiguration = HTTPServerError(.invalidConfiguration)
    /// libmicrohttpd could not start the daemon (port in use, no permission, out of resources).
    public static let startFailed = HTTPServerError(.startFailed)
    /// Another socket is bound to the address and port (`EADDRINUSE`); the detail names them.
    public static let addressInUse = HTTPServerError(.addressInUse)
    /// The bind address is not one of this machine's (`EADDRNOTAVAIL`); the detail names it.
    public static let addressNotAvailable = HTTPServerError(.addressNotAvailable)
    /// `start()` was called on a server that is running or was already stopped.
    public static let alreadyStarted = HTTPServerError(.alreadyStarted)
    /// A libmicrohttpd call reported failure.
    public static let libraryCallFailed = HTTPServerError(.libraryCallFailed)

    /// The same error with a note on where it happened (a call name or the offending setting).
    /// The detail never holds request data.
    func with(detail: String) -> HTTPServerError {
        HTTPServerError(code, detail: detail)
    }

    public static func == (lhs: HTTPServerError, rhs: HTTPServerError) -> Bool {
        lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    public var description: String {
        let base: String
        switch code {
        case .invalidBindAddress: base = "the bind address is not a numeric IPv4 or IPv6 address"
        case .invalidConfiguration: base = "the server configuration is invalid"
        case .startFailed: base = "the HTTP daemon could not start"
        case .addressInUse: base = "the address is already in use"
        case .addressNotAvailable: base = "the address is not one of this machine's"
        case .alreadyStarted: base = "the server was already started"
        case .libraryCallFailed: base = "a libmicrohttpd call failed"
        }
        return detail.isEmpty ? "HTTPServerError: \(base)" : "HTTPServerError: \(base) (\(detail))"
    }
}
