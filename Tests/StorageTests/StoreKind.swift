import Foundation
import Storage

/// The implementations the conformance suite runs against.
enum StoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case inMemory
    case sqlite

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
        }
    }
}

/// A store under test and the temporary directory its files live in.
struct StoreFixture: Sendable {
    let store: any IdentityStore
    let directory: TemporaryDirectory
}
