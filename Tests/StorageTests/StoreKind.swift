import Foundation
import PostgresStorage
import Storage

/// The implementations the conformance suite runs against.
///
/// The conformance suites take `StoreKind.local` as arguments; `PostgresConformanceTests` runs
/// every one of their tests again with `.postgres`, enabled only when a test database is given.
enum StoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case inMemory
    case sqlite
    case postgres
    /// The in-memory store behind a `CachingIdentityStore`: the cache must change no answer.
    case cachedInMemory

    /// The stores that need no server.
    static let local: [StoreKind] = [.inMemory, .sqlite, .cachedInMemory]

    var description: String { rawValue }

    /// A new, empty store of this kind; keep the fixture alive while using the store.
    func make() throws -> StoreFixture {
        let directory = try TemporaryDirectory()
        switch self {
        case .inMemory:
            return StoreFixture(store: InMemoryIdentityStore(), directory: directory)
        case .sqlite:
            let store = try SQLiteIdentityStore(path: directory.file("data/identity.sqlite"))
            return StoreFixture(store: store, directory: directory)
        case .postgres:
            return StoreFixture(store: try PostgresTestDatabase.makeStore(), directory: directory)
        case .cachedInMemory:
            return StoreFixture(
                store: CachingIdentityStore(base: InMemoryIdentityStore()), directory: directory)
        }
    }
}

/// A store under test and the temporary directory its files live in.
struct StoreFixture: Sendable {
    let store: any IdentityStore
    let directory: TemporaryDirectory
}
