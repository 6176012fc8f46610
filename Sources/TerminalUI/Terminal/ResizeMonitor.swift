import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls back on `queue` whenever the window changes size (SIGWINCH).
public final class ResizeMonitor {
    private let source: DispatchSourceSignal

    /// Starts watching; `handler` runs on `queue` after each SIGWINCH.
    public init(queue: DispatchQueue = .main, handler: @escaping @Sendable () -> Void) {
        // NB: a dispatch signal source only sees the signal when its default action is ignored.
        _ = signal(SIGWINCH, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
    }

    /// Stops watching.
    public func cancel() {
        source.cancel()
    }

    deinit {
        source.cancel()
    }
}
