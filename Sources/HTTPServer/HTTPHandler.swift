/// What answers a route.
public enum HTTPHandler: Sendable {
    /// Runs synchronously on the HTTP worker thread. Use it only for cheap work that never blocks
    /// (health, JWKS, token verification): a slow inline handler stalls every connection on its thread.
    case inline(@Sendable (HTTPRequest) -> HTTPResponse)
    /// Runs in a Swift task, off the HTTP threads, while the connection is suspended; the response is
    /// sent when it returns. Use it for anything slow (password hashing, database round trips).
    case async(@Sendable (HTTPRequest) async -> HTTPResponse)
    /// Tries the first closure on the HTTP worker thread, for requests that caches can usually answer
    /// (it must be as cheap as `.inline`); when it returns nil, the second runs as `.async` does.
    case inlineFirst(
        @Sendable (HTTPRequest) -> HTTPResponse?, otherwise: @Sendable (HTTPRequest) async -> HTTPResponse)
    /// Starts on the HTTP worker thread with the connection suspended and hands the rest to whatever
    /// thread finishes the work, through `HTTPResumption`; the answer is built back on the HTTP thread.
    /// For work that waits on another thread (a group commit) without a Swift task in between; `start`
    /// must be as cheap as `.inline` and must resume exactly once.
    case deferred(@Sendable (HTTPRequest, HTTPResumption) -> Void)
}
