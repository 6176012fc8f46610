import Foundation
import PostgresStorage
import Storage
import Testing

/// The PostgreSQL database the tests may use: `SESAME_TEST_DATABASE_URL`, which `scripts/test`
/// sets after starting a throwaway cluster (`scripts/test-postgres-cluster`).
enum PostgresTestDatabase {
    static let url: String? = {
        guard let value = ProcessInfo.processInfo.environment["SESAME_TEST_DATABASE_URL"], !value.isEmpty
        else { return nil }
        return value
    }()

    static var isConfigured: Bool { url != nil }

    /// Why the PostgreSQL tests are skipped, for the `.enabled(if:)` trait.
    static let skipReason: Comment =
        "SESAME_TEST_DATABASE_URL is not set: run scripts/test, or set it to a scratch database"

    /// A fresh schema name, so every test gets empty tables in the shared database.
    static func freshSchema() -> String {
        "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }

    /// A store on a fresh schema of the test database.
    static func makeStore(
        schema: String = freshSchema(),
        configuration: PostgresIdentityStore.Configuration = .init(poolSize: 4)
    ) throws -> PostgresIdentityStore {
        guard let url else { throw StoreError.storageFailure("SESAME_TEST_DATABASE_URL is not set") }
        var configuration = configuration
        configuration.schema = schema
        return try PostgresIdentityStore(url: url, configuration: configuration)
    }
}
