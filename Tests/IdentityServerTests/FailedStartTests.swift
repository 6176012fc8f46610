import Foundation
import HTTPServer
import ServerTestSupport
import Storage
import Testing

@testable import IdentityServer

/// A server whose `start()` fails (its port is taken) has closed everything `init` opened: the store,
/// its PostgreSQL change feed and the hashing threads. Left running, they raced the process's exit
/// handlers (`sesame serve` on a taken port crashed with signal 11 instead of exiting 1).
@Suite struct FailedStartTests {
    @Test func aStartThatFailsClosesTheStore() async throws {
        try await TestServer.with { (first: TestServer) async throws in
            let directory = try TemporaryDirectory()
            var configuration = ServerConfiguration(
                port: first.server.port, dataDirectory: directory.path, apiKeys: [TestServer.apiKey],
                argon2MemoryKiB: 1024, argon2Iterations: 1, hashThreads: 1, httpThreads: 1,
                logLevel: .error)
            try ServerTestDatabase.configure(&configuration)
            let second = try IdentityServer(configuration: configuration)
            #expect(throws: HTTPServerError.addressInUse) { try second.start() }
            if ServerTestDatabase.isPostgreSQL {
                let store = try #require((second.context.store as? CachingIdentityStore)?.base)
                #expect(throws: StoreError.unavailable) { try store.countAccounts(tenantId: nil) }
            } else {
                // SQLite removes the write-ahead log when its last connection closes.
                #expect(FileManager.default.fileExists(atPath: directory.path + "/sesame.sqlite"))
                #expect(!FileManager.default.fileExists(atPath: directory.path + "/sesame.sqlite-wal"))
            }
            // Stopping a server that never started is harmless.
            await second.stop()
        }
    }
}
