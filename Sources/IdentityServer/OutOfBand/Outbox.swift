import AuthCrypto
import Foundation
import Storage
import Synchronization

/// Where out-of-band e-mails go. By default each message is appended as a JSON line to
/// `<data-dir>/outbox.jsonl` (id, to, from, replyTo when set, subject, body — the text part —, html,
/// link, oobCode, requestType, language, createdAt) for a mail transport to tail. With SMTP configured (`--smtp-url`) messages are queued in the store's outbox
/// table instead and `OutboxDeliverer` sends them.
final class Outbox: Sendable {
    enum Destination: Sendable {
        case file(path: String)
        /// The store's outbox table; `queued` is told after each insert.
        case store(any IdentityStore, queued: @Sendable () -> Void)
    }

    let destination: Destination
    private let lock = Mutex(())

    init(destination: Destination) {
        self.destination = destination
    }

    convenience init(path: String) {
        self.init(destination: .file(path: path))
    }

    func deliver(_ message: [String: JSON]) throws {
        switch destination {
        case .file(let path):
            try append(message, to: path)
        case .store(let store, let queued):
            try store.insertOutboxMessage(
                OutboxMessage(
                    id: message["id"]?.stringValue ?? UUID().uuidString,
                    to: message["to"]?.stringValue ?? "", subject: message["subject"]?.stringValue ?? "",
                    body: message["body"]?.stringValue ?? "",
                    createdAt: message["createdAt"]?.int64Value ?? 0, html: message["html"]?.stringValue,
                    sender: message["from"]?.stringValue, replyTo: message["replyTo"]?.stringValue))
            queued()
        }
    }

    /// What `deliver(message)` costs, without delivering it, for a decoy: with the file, the line is
    /// made and the file opened, positioned at the end, written nothing and closed. Nothing for the
    /// store destination (the decoy matches that write itself).
    func rehearse(_ message: [String: JSON]) throws {
        guard case .file(let path) = destination, FileManager.default.fileExists(atPath: path) else { return }
        let line = Data((JSON.object(message).serialized + "\n").utf8)
        try lock.withLock { _ in
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line.prefix(0))
        }
    }

    private func append(_ message: [String: JSON], to path: String) throws {
        let line = Data((JSON.object(message).serialized + "\n").utf8)
        try lock.withLock { _ in
            if !FileManager.default.fileExists(atPath: path) {
                // A failure shows when the file is opened below.
                _ = FileManager.default.createFile(
                    atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line)
        }
    }
}
