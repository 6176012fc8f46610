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
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dataDirectory, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            return "the data directory \(dataDirectory) is not a directory (a file is in the way):"
                + " move the file away, or choose another --data-dir"
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
            let reason = error.detail ?? (error == .unavailable ? "unavailable" : "storage failure")
            let setting = configuration.database == nil ? "--data-dir" : "--database and that its server runs"
            return "the database could not be opened (\(reason)): check \(setting)"
        }
        return "\(error)"
    }
}
