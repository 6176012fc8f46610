import Foundation
import Synchronization

/// Delivers e-mails by appending them as JSON lines to `<data-dir>/outbox.jsonl` (one object per
/// message: id, to, subject, body, link, requestType, createdAt). A mail transport can tail the file.
final class Outbox: Sendable {
    let path: String
    private let lock = Mutex(())

    init(path: String) {
        self.path = path
    }

    func deliver(_ message: [String: JSON]) throws {
        let line = Data((JSON.object(message).serialized + "\n").utf8)
        try lock.withLock { _ in
            if !FileManager.default.fileExists(atPath: path) {
                FileManager.default.createFile(
                    atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line)
        }
    }
}
