import Dispatch
import Storage
import Synchronization

/// The project configuration as this instance knows it. Read from the store at most once per
/// `maxAge` (another process on the same SQLite file, or an instance whose change notice was lost,
/// is seen within it), at once after this instance changed it, and at once after the change feed says
/// another instance did (`invalidate()`).
final class ProjectConfigCache: Sendable {
    private let store: any IdentityStore
    private let configuration: ServerConfiguration
    private let maxAge: UInt64
    private let state = Mutex<(settings: ProjectSettings?, readAt: UInt64)>((nil, 0))

    init(store: any IdentityStore, configuration: ServerConfiguration, maxAgeMilliseconds: UInt64 = 1_000) {
        self.store = store
        self.configuration = configuration
        self.maxAge = maxAgeMilliseconds * 1_000_000
    }

    /// The settings in force; throws what the store throws when they had to be read and could not be.
    func current() throws -> ProjectSettings {
        let now = DispatchTime.now().uptimeNanoseconds
        if let fresh = state.withLock({ state in
            state.settings.flatMap { now - state.readAt < maxAge ? $0 : nil }
        }) {
            return fresh
        }
        let settings = ProjectSettings(try store.projectConfig(), configuration)
        state.withLock { $0 = (settings, now) }
        return settings
    }

    /// Changes the stored configuration and answers the settings it makes.
    func update(_ transform: (inout ProjectConfigRecord) throws -> Void) throws -> ProjectSettings {
        let record = try store.updateProjectConfig(transform)
        let settings = ProjectSettings(record, configuration)
        state.withLock { $0 = (settings, DispatchTime.now().uptimeNanoseconds) }
        return settings
    }

    /// Forgets what was read: the next `current()` reads the store.
    func invalidate() {
        state.withLock { $0.settings = nil }
    }
}
