import Foundation
import Synchronization

/// A fresh directory under the system's temporary directory, removed when the test process exits.
///
/// Removal waits for exit (not `deinit`) because stores opened inside the directory may outlive the
/// value that named it.
struct TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/storage-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        TemporaryDirectory.register(path)
    }

    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    private static let created = Mutex<(registered: Bool, paths: [String])>((false, []))

    private static func register(_ path: String) {
        let needsHook = created.withLock { state in
            state.paths.append(path)
            defer { state.registered = true }
            return !state.registered
        }
        if needsHook {
            atexit {
                for path in TemporaryDirectory.created.withLock({ $0.paths }) {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
        }
    }
}
