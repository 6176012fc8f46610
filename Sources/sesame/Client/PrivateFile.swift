import Foundation

/// A file only its owner may read (mode 0600), written once: a key file, a users export. An existing
/// file is never replaced.
enum PrivateFile {
    /// Refuses before any work when `path` (given with `--out`) exists already.
    static func checkAbsent(_ path: String) throws(CommandFailure) {
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure("\(path) exists already; choose another --out")
        }
    }

    /// Writes `data` with mode 0600; an existing file is never replaced (`O_EXCL`).
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "it exists already" : String(cString: strerror(errno))
            throw CommandFailure("cannot write \(path): \(reason)")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
