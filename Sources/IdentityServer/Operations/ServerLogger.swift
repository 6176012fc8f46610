import AuthCrypto
import AuthModel
import Foundation
import Synchronization

/// Writes JSON log lines (`{"ts":…,"level":…,"msg":…,…}`) to a sink, standard error by default.
/// Callers pass only non-secret fields: never passwords, tokens, codes or keys.
public final class ServerLogger: Sendable {
    public let minimumLevel: LogLevel
    private let sink: @Sendable (String) -> Void

    public init(minimumLevel: LogLevel = .info, sink: (@Sendable (String) -> Void)? = nil) {
        self.minimumLevel = minimumLevel
        self.sink = sink ?? ServerLogger.standardError
    }

    public func log(_ level: LogLevel, _ message: String, _ fields: [String: JSON] = [:]) {
        guard level >= minimumLevel else { return }
        var object = fields
        object["ts"] = .string(ServerLogger.timestamp())
        object["level"] = .string(level.name)
        object["msg"] = .string(message)
        sink(JSON.object(object).serialized)
    }

    public func debug(_ message: String, _ fields: [String: JSON] = [:]) { log(.debug, message, fields) }
    public func info(_ message: String, _ fields: [String: JSON] = [:]) { log(.info, message, fields) }
    public func warning(_ message: String, _ fields: [String: JSON] = [:]) { log(.warning, message, fields) }
    public func error(_ message: String, _ fields: [String: JSON] = [:]) { log(.error, message, fields) }

    private static let standardErrorLock = Mutex(())

    private static let standardError: @Sendable (String) -> Void = { line in
        standardErrorLock.withLock { _ in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    private static func timestamp() -> String {
        RFC3339.string(milliseconds: Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)))
    }
}
