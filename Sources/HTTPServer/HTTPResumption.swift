/// How a `.deferred` handler hands its answer back: call `resume` once, from any thread, with the
/// closure that builds the response. The closure runs on the connection's HTTP thread after the
/// connection is resumed (so it may do the handler's remaining CPU work there), and the server's
/// middleware then finishes its response. Calls after the first, or after shutdown answered the
/// connection, are ignored.
public struct HTTPResumption: Sendable {
    private let deliver: @Sendable (@escaping @Sendable () -> HTTPResponse) -> Void

    public init(_ deliver: @escaping @Sendable (@escaping @Sendable () -> HTTPResponse) -> Void) {
        self.deliver = deliver
    }

    /// Resumes the connection; `answer` builds its response on the connection's HTTP thread.
    public func resume(_ answer: @escaping @Sendable () -> HTTPResponse) {
        deliver(answer)
    }
}
