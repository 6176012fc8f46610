#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place where libc return codes become `TerminalError`s.
enum SystemCall {
    /// Returns `result` when it is not -1; otherwise throws the call's `errno`.
    @discardableResult
    static func check(_ name: String, _ result: Int32) throws(TerminalError) -> Int32 {
        guard result == -1 else { return result }
        throw TerminalError.systemCall(name: name, errno: errno)
    }

    /// Like `check(_:_:)` for calls returning `ssize_t`; retries nothing (callers decide on EINTR).
    @discardableResult
    static func check(_ name: String, _ result: Int) throws(TerminalError) -> Int {
        guard result == -1 else { return result }
        throw TerminalError.systemCall(name: name, errno: errno)
    }
}
