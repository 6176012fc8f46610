import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URL session of the client commands and the app: ephemeral, no cookies, no cache, and no
/// folders left behind.
///
/// On Linux, merely creating a `URLSessionConfiguration` makes swift-corelibs-foundation create
/// `$XDG_DATA_HOME/<executable's directory>/` (the shared cookie storage) and
/// `~/.cache/org.swift.foundation.URLCache/sesame/` (a URL cache), even with both turned off. So the
/// configuration is made while `XDG_DATA_HOME`, `XDG_CACHE_HOME` and `HOME` point into a private
/// temporary directory, which is removed right after. Call it before any other thread of the process
/// reads the environment (before the embedded server starts).
enum QuietURLSession {
    static func make(timeout: TimeInterval) -> URLSession {
        #if canImport(FoundationNetworking)
            let scratch = NSTemporaryDirectory() + "sesame-foundation-" + UUID().uuidString
            let names = ["XDG_DATA_HOME", "XDG_CACHE_HOME", "HOME"]
            let saved = names.map { name in getenv(name).map { String(cString: $0) } }
            for name in names { setenv(name, scratch, 1) }
            defer {
                for (name, value) in zip(names, saved) {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
                try? FileManager.default.removeItem(atPath: scratch)
            }
        #endif
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }
}
