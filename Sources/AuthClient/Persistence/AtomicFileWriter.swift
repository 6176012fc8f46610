import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents atomically: write a fresh temporary file (mode 0600) next to it, flush
/// it, rename it over the destination.
struct AtomicFileWriter {
    let destination: URL

    func replaceContents(with bytes: Data) throws(KeyValueStoreError) {
        let directory = destination.deletingLastPathComponent().path
        let temporaryPath =
            directory + "/." + destination.lastPathComponent + ".tmp-"
            + UUID().uuidString
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("open", temporaryPath) }
        var isRenamed = false
        defer {
            if !isRenamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            // The umask can only remove bits; make the mode exact anyway.
            guard fchmod(descriptor, 0o600) == 0 else { throw failure("fchmod", temporaryPath) }
            try writeAll(bytes, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else { throw failure("fsync", temporaryPath) }
        }
        guard rename(temporaryPath, destination.path) == 0 else {
            throw failure("rename", destination.path)
        }
        isRenamed = true
    }

    private func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws(KeyValueStoreError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("write", path)
            }
            offset += written
        }
    }

    private func failure(_ call: String, _ path: String) -> KeyValueStoreError {
        KeyValueStoreError(.writeFailed, location: path, reason: "\(call): errno \(errno)")
    }
}
