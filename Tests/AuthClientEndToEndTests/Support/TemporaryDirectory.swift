import Foundation

/// A fresh directory under the system's temporary directory, removed on deinit.
final class TemporaryDirectory: Sendable {
    let url: URL

    init(prefix: String = "sesame-e2e") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// `path` inside the directory.
    func file(_ path: String) -> URL { url.appendingPathComponent(path) }
}
