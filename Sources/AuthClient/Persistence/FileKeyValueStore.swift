import Foundation
import Synchronization

/// A ``KeyValueStore`` in one JSON file, readable only by its owner.
///
/// Every write replaces the whole file atomically: the new contents go to a temporary file in the same
/// directory (mode 0600), which is flushed and renamed over the old one, so a crash leaves either the
/// old or the new file. The directory is created with mode 0700 when missing. The file is read on every
/// access, so several instances (or processes, one writer at a time) see each other's writes.
/// A file that is not valid JSON of the expected shape makes reads fail with
/// ``KeyValueStoreError/Kind/corrupt``; the next write replaces it.
public final class FileKeyValueStore: KeyValueStore {
    /// The file's location.
    public let fileURL: URL
    private let lock = Mutex(())

    /// Creates a store backed by `fileURL` (default: ``defaultFileURL(environment:)``). Nothing is
    /// read or created until first use.
    public init(fileURL: URL = FileKeyValueStore.defaultFileURL()) {
        self.fileURL = fileURL
    }

    /// `$XDG_STATE_HOME/sesame/session.json` when `XDG_STATE_HOME` is an absolute path; otherwise
    /// `~/.local/state/sesame/session.json` on Linux and `Application Support/sesame/session.json`
    /// on Apple platforms.
    public static func defaultFileURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true)
                .appendingPathComponent("sesame", isDirectory: true)
                .appendingPathComponent("session.json")
        }
        #if canImport(Darwin)
            let base =
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
                .appendingPathComponent("Library/Application Support", isDirectory: true)
        #else
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            let base = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state", isDirectory: true)
        #endif
        return base.appendingPathComponent("sesame", isDirectory: true)
            .appendingPathComponent("session.json")
    }

    public func data(forKey key: String) throws(KeyValueStoreError) -> Data? {
        try lock.withLock { _ throws(KeyValueStoreError) in try readValues()[key] }
    }

    public func set(_ data: Data, forKey key: String) throws(KeyValueStoreError) {
        try lock.withLock { _ throws(KeyValueStoreError) in
            var values = (try? readValues()) ?? [:]
            values[key] = data
            try write(values)
        }
    }

    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        try lock.withLock { _ throws(KeyValueStoreError) in
            var values = (try? readValues()) ?? [:]
            guard values.removeValue(forKey: key) != nil else { return }
            try write(values)
        }
    }

    // MARK: - File format

    /// `{"version":1,"values":{"<key>":"<base64 bytes>"}}`.
    private struct Contents: Codable {
        var version: Int
        var values: [String: Data]
    }

    private func readValues() throws(KeyValueStoreError) -> [String: Data] {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return [:] }
            throw KeyValueStoreError(.unreadable, location: fileURL.path, reason: Self.reason(error))
        }
        do {
            return try JSONDecoder().decode(Contents.self, from: bytes).values
        } catch {
            throw KeyValueStoreError(.corrupt, location: fileURL.path, reason: "not a session file")
        }
    }

    private func write(_ values: [String: Data]) throws(KeyValueStoreError) {
        let bytes: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            bytes = try encoder.encode(Contents(version: 1, values: values))
        } catch {
            throw KeyValueStoreError(.encodingFailed, location: fileURL.path, reason: "values do not encode")
        }
        try createDirectory()
        try AtomicFileWriter(destination: fileURL).replaceContents(with: bytes)
    }

    private func createDirectory() throws(KeyValueStoreError) {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: NSNumber(value: 0o700)])
        } catch {
            throw KeyValueStoreError(.writeFailed, location: directory.path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return "errno \(underlying.code)"
        }
        return "\(nsError.domain) \(nsError.code)"
    }
}
