import Foundation
import HTTPServer
import IdentityServer
import Storage

/// Why the identity server (`sesame serve` or the embedded one) did not start, as the one line a person
/// reads: the cause, the port or path, and what to do.
enum StartupFailure {
    /// The line for `error`, thrown while opening or starting a server configured as `configuration`.
    static func message(for error: any Error, configuration: ServerConfiguration) -> String {
        let dataDirectory = configuration.dataDirectory
        if let error = error as? HTTPServerError, error == .addressInUse {
            return "port \(configuration.port) on \(configuration.host) is already in use by another program:"
                + " stop it, or choose another port with --port (--port 0 picks a free one)"
        }
        if let error = error as? HTTPServerError, error == .addressNotAvailable {
            return "\(configuration.host) is not an address of this machine: choose another --host"
                + " (127.0.0.1 to be reachable from this machine only)"
        }
        if let error = error as? HTTPServerError, error == .invalidBindAddress {
            return "--host \(configuration.host) is not a numeric address: use --host 127.0.0.1 (this machine"
                + " only), ::1, or 0.0.0.0 (every network)"
        }
        if let error = error as? HTTPServerError, error == .startFailed {
            let reason = error.note.isEmpty ? "" : " (\(error.note))"
            return "could not listen on \(configuration.host) port \(configuration.port)\(reason):"
                + " choose another --host or --port"
        }
        if let blocker = fileInTheWay(of: dataDirectory) {
            let subject =
                blocker == dataDirectory
                ? "the data directory \(dataDirectory)"
                : "the data directory \(dataDirectory) cannot be created: \(blocker)"
            return "\(subject) is not a directory (a file is in the way): move the file away, or choose"
                + " another --data-dir"
        }
        if let error = error as? DatabaseFileError {
            switch error.kind {
            case .notADatabase:
                return "\(error): move it away to start with an empty database, restore it from a backup,"
                    + " or choose another --data-dir"
            case .readOnly:
                return "\(error): make it and \(dataDirectory) writable, or choose another --data-dir"
            case .cannotOpen:
                return "\(error): check the permissions of \(dataDirectory), or choose another --data-dir"
            }
        }
        if let error = error as? CocoaError {
            let reason =
                (error.userInfo[NSUnderlyingErrorKey] as? NSError)
                .map { String(cString: strerror(Int32($0.code))) } ?? "error \(error.code.rawValue)"
            return "the data directory \(dataDirectory) cannot be created (\(reason)):"
                + " check its parent's permissions, or choose another --data-dir"
        }
        if let error = error as? StoreError {
            // The database URL is not repeated: it may hold a password.
            let reason =
                error.detail.map(firstLine) ?? (error == .unavailable ? "unavailable" : "storage failure")
            let setting = configuration.database == nil ? "--data-dir" : "--database and that its server runs"
            return "the database could not be opened (\(reason)): check \(setting)"
        }
        return firstLine("\(error)")
    }

    /// `path` itself or the nearest of its parent folders that exists, when that is not a directory.
    private static func fileInTheWay(of path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : url.path
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// The first line of a library's message, without the type name before it (libpq's messages go
    /// on with hints on further lines; the line a person reads must stay one).
    private static func firstLine(_ text: String) -> String {
        var line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        for prefix in ["PostgresError.connectionFailed: ", "PostgresError."] where line.hasPrefix(prefix) {
            line.removeFirst(prefix.count)
            break
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}
