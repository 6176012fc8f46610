import Foundation
import PostgresStorage
import ServerTestSupport
import Storage
import Testing

@testable import IdentityServer

/// `/healthz` says the process answers; `/readyz` says it can serve: the store answers a write, a
/// signing key is loaded and the schema is the one this program knows. 503 with the reason otherwise.
@Suite struct ReadinessTests {
    @Test func aHealthyServerIsAliveAndReady() async throws {
        try await TestServer.with { server in
            let health = try await server.request("GET", "/healthz", credential: .none)
            #expect(health.status == 200)
            #expect(health.json == ["status": "ok"])
            let ready = try await server.request("GET", "/readyz", credential: .none)
            #expect(ready.status == 200)
            #expect(ready["status"] == "ready")
        }
    }

    @Test func aStoreThatCannotBeReachedIsNotReady() async throws {
        try await TestServer.with { server in
            var store = server.server.context.store
            // A PostgreSQL server's store is the account cache in front of it.
            if let cached = store as? CachingIdentityStore { store = cached.base }
            if let sqlite = store as? SQLiteIdentityStore {
                try sqlite.close()
            } else if let postgres = store as? PostgresIdentityStore {
                postgres.close()
            }
            let ready = try await server.request("GET", "/readyz", credential: .none)
            #expect(ready.status == 503)
            #expect(ready.errorMessage?.hasPrefix("UNAVAILABLE : ") == true)
            #expect(ready.json["error"]?["status"] == "UNAVAILABLE")
            #expect(try await server.request("GET", "/healthz", credential: .none).status == 200)
        }
    }

    @Test(.enabled(if: !ServerTestDatabase.isPostgreSQL, "the SQLite file's schema table"))
    func aSchemaFromANewerProgramIsNotReady() async throws {
        try await TestServer.with { server in
            let database = try SQLiteDatabase(path: server.directory.path + "/sesame.sqlite")
            try database.withWriter { connection in
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'newer', 0)")
            }
            try database.close()
            let ready = try await server.request("GET", "/readyz", credential: .none)
            #expect(ready.status == 503)
            #expect(ready.errorMessage?.contains("schema") == true)
        }
    }
}
