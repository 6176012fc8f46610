import Foundation
import PostgresStorage
import ServerTestSupport
import Storage
import Testing

/// The server suites run twice: on SQLite, then (`SESAME_TEST_SERVER_DATABASE=1`) with every server on
/// PostgreSQL. These tests check that a pass really uses the store it claims to.
@Suite struct StoreSelectionTests {
    @Test func aServersAccountsAreInTheStoreOfThisPass() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory) { (server: TestServer) async throws in
            #expect(try await server.signUp("where@example.com").status == 200)
        }
        let sqliteFile = directory.path + "/sesame.sqlite"
        if ServerTestDatabase.isPostgreSQL {
            #expect(!FileManager.default.fileExists(atPath: sqliteFile))
            // Opened here without the helper: the schema named after the directory holds the account.
            let store = try PostgresIdentityStore(
                url: try ServerTestDatabase.url(),
                configuration: PostgresIdentityStore.Configuration(
                    poolSize: 1, schema: ServerTestDatabase.schema(forDataDirectory: directory.path)))
            defer { store.close() }
            #expect(try store.account(email: "where@example.com", tenantId: nil) != nil)
            #expect(try store.countAccounts(tenantId: nil) == 1)
        } else {
            let store = try SQLiteIdentityStore(path: sqliteFile)
            defer { try? store.close() }
            #expect(try store.account(email: "where@example.com", tenantId: nil) != nil)
            #expect(try store.countAccounts(tenantId: nil) == 1)
        }
    }

    @Test func aDataDirectoryAlwaysNamesTheSameSchemaAndAnotherOneAnother() {
        let schema = ServerTestDatabase.schema(forDataDirectory: "/tmp/sesame-a")
        #expect(schema == ServerTestDatabase.schema(forDataDirectory: "/tmp/sesame-a"))
        #expect(schema == ServerTestDatabase.schema(forDataDirectory: "/tmp/sesame-a/"))
        #expect(schema != ServerTestDatabase.schema(forDataDirectory: "/tmp/sesame-b"))
        #expect(schema.hasPrefix("server_"))
        #expect(schema.count == "server_".count + 16)
        #expect(schema.allSatisfy { $0 == "_" || $0.isLowercase || $0.isNumber })
    }

    @Test func theSwitchWithoutADatabaseURLIsAnError() throws {
        #expect(throws: ServerTestDatabaseError.missingURL) {
            try ServerTestDatabase.url(in: [ServerTestDatabase.switchVariable: "1"])
        }
        #expect(throws: ServerTestDatabaseError.missingURL) {
            try ServerTestDatabase.url(in: [ServerTestDatabase.urlVariable: ""])
        }
        let url = "postgres://sesame@127.0.0.1:5432/sesame_test"
        #expect(try ServerTestDatabase.url(in: [ServerTestDatabase.urlVariable: url]) == url)
    }
}
