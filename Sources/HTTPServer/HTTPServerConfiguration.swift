import Foundation

/// How an `HTTPServer` listens and what it accepts. Every field has a default.
public struct HTTPServerConfiguration: Sendable {
    // MARK: Member variables

    /// Numeric IPv4 or IPv6 address to bind. IPv6 addresses (containing `:`) switch the daemon to IPv6.
    public var bindAddress: String
    /// TCP port; 0 picks an ephemeral port, read back from `HTTPServer.port`.
    public var port: UInt16
    /// Number of libmicrohttpd worker threads, each with its own epoll set. Inline handlers run on them.
    public var threadCount: Int
    /// Most simultaneous connections across all threads (split evenly between them; at least `threadCount`).
    /// Connections beyond it wait in the listen backlog until a slot frees.
    public var connectionLimit: Int
    /// Most simultaneous connections from one IP address; nil means no per-address limit.
    public var connectionLimitPerAddress: Int?
    /// Idle time after which a connection is closed, rounded down to whole seconds (at least 1).
    public var connectionTimeout: Duration
    /// Memory per connection for the request line, headers and read buffer. Bigger headers get 431.
    /// libmicrohttpd zeroes all of it between two requests on a keep-alive connection, so the default,
    /// 16 KiB (room for about 15 KiB of header fields), halves what its own default of 32 KiB spent on that.
    public var connectionMemoryLimit: Int
    /// Largest request body accepted; bigger bodies are answered with 413 and a JSON body.
    public var maximumBodySize: Int
    /// Largest declared body that is read and thrown away before answering 413, so that a client which
    /// sends the body without waiting for `100 Continue` still reads the answer. Bigger declared bodies get
    /// the 413 at once and the connection closed.
    public var maximumDiscardedBodySize: Int
    /// Length of the kernel's queue of not-yet-accepted connections.
    public var listenBacklog: Int
    /// Lets libmicrohttpd print its own diagnostics to standard error.
    public var logsLibraryErrors: Bool

    // MARK: Initialization

    public init(
        bindAddress: String = "127.0.0.1",
        port: UInt16 = 0,
        threadCount: Int = ProcessInfo.processInfo.activeProcessorCount,
        connectionLimit: Int = 10_000,
        connectionLimitPerAddress: Int? = nil,
        connectionTimeout: Duration = .seconds(30),
        connectionMemoryLimit: Int = 16 * 1024,
        maximumBodySize: Int = 1 << 20,
        maximumDiscardedBodySize: Int = 16 << 20,
        listenBacklog: Int = 1024,
        logsLibraryErrors: Bool = false
    ) {
        self.bindAddress = bindAddress
        self.port = port
        self.threadCount = threadCount
        self.connectionLimit = connectionLimit
        self.connectionLimitPerAddress = connectionLimitPerAddress
        self.connectionTimeout = connectionTimeout
        self.connectionMemoryLimit = connectionMemoryLimit
        self.maximumBodySize = maximumBodySize
        self.maximumDiscardedBodySize = maximumDiscardedBodySize
        self.listenBacklog = listenBacklog
        self.logsLibraryErrors = logsLibraryErrors
    }

    /// Throws `invalidConfiguration` naming the first field that is out of range.
    func validate() throws(HTTPServerError) {
        let checks: [(Bool, String)] = [
            (threadCount >= 1, "threadCount"),
            (connectionLimit >= threadCount, "connectionLimit"),
            ((connectionLimitPerAddress ?? 1) >= 1, "connectionLimitPerAddress"),
            (connectionTimeout >= .seconds(1), "connectionTimeout"),
            (connectionMemoryLimit >= 4096, "connectionMemoryLimit"),
            (maximumBodySize >= 0, "maximumBodySize"),
            (maximumDiscardedBodySize >= 0, "maximumDiscardedBodySize"),
            (listenBacklog >= 1, "listenBacklog"),
        ]
        for (isValid, field) in checks where !isValid {
            throw HTTPServerError.invalidConfiguration.with(detail: field)
        }
    }
}
