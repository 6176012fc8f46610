import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// The remembered session: saved after every change, restored by a new client, and a broken store
/// means "signed out", reported, never a crash.
struct SessionPersistenceTests {
    @Test func restartedClient_comesBackSignedIn() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("sesame/session.json")
        let first = Harness(store: FileKeyValueStore(fileURL: file))
        let user = try await first.signIn()

        let restarted = Harness(store: FileKeyValueStore(fileURL: file))

        #expect(try currentValue(restarted.client.authState) == user)
        let session = try await value(restarted.client.refreshIDToken(force: false))
        #expect(session.idToken == Fixtures.idToken1)
        #expect(session.refreshToken == "refresh-1")
        #expect(restarted.server.requests.isEmpty)
        #expect(restarted.issues.all.isEmpty)
        #expect(try permissions(of: file) == 0o600)
    }

    @Test func restoredSession_refreshesWithTheStoredRefreshToken() async throws {
        let store = InMemoryKeyValueStore()
        let first = Harness(store: store)
        try await first.signIn()

        let restarted = Harness(store: store)
        restarted.server.respond(to: .token, with: Fixtures.refreshed())
        _ = try await value(restarted.client.refreshIDToken(force: true))

        expectRequest(
            restarted.server.requests.first, .token,
            body: ["grant_type": "refresh_token", "refresh_token": "refresh-1"])
    }

    @Test func refreshedTokens_areSaved() async throws {
        let store = InMemoryKeyValueStore()
        let harness = Harness(store: store)
        try await harness.signIn()
        harness.server.respond(to: .token, with: Fixtures.refreshed())

        _ = try await value(harness.client.refreshIDToken(force: true))

        let restored = Harness(store: store)
        #expect(try await value(restored.client.refreshIDToken(force: false)).refreshToken == "refresh-2")
    }

    @Test func corruptFile_isReportedAndSignedOut() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try Data("garbage, not JSON".utf8).write(to: file)

        let harness = Harness(store: FileKeyValueStore(fileURL: file))

        #expect(try currentValue(harness.client.authState) == nil)
        #expect(harness.issues.all.map(\.kind) == [.corrupt])
        #expect(harness.issues.all.first?.location == file.path)
        await #expect(throws: AuthError(.notSignedIn)) {
            try await value(harness.client.refreshIDToken(force: false))
        }
    }

    @Test func corruptSessionValue_isReportedAndSignedOut() throws {
        let store = InMemoryKeyValueStore(["session": Data(#"{"user":{"uid":1}}"#.utf8)])

        let harness = Harness(store: store)

        #expect(try currentValue(harness.client.authState) == nil)
        #expect(harness.issues.all.map(\.kind) == [.corrupt])
    }

    @Test func unreadableFile_isReportedAndSignedOut() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

        let harness = Harness(store: FileKeyValueStore(fileURL: file))

        #expect(try currentValue(harness.client.authState) == nil)
        #expect(harness.issues.all.map(\.kind) == [.unreadable])
    }

    @Test func signInAfterACorruptFile_replacesIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try Data("garbage".utf8).write(to: file)
        let harness = Harness(store: FileKeyValueStore(fileURL: file))

        try await harness.signIn()

        #expect(try FileKeyValueStore(fileURL: file).data(forKey: "session") != nil)
        #expect(try currentValue(Harness(store: FileKeyValueStore(fileURL: file)).client.authState) != nil)
    }

    @Test func failedSave_isReportedButTheSignInStillWorks() async throws {
        let harness = Harness(store: FailingStore())

        let user = try await harness.signIn()

        #expect(try currentValue(harness.client.authState) == user)
        #expect(harness.issues.all.map(\.kind) == [.writeFailed])
    }

    @Test func sessionDescription_hidesTheTokens() async throws {
        let harness = Harness()
        try await harness.signIn()
        let session = try await value(harness.client.refreshIDToken(force: false))

        #expect(!session.description.contains(session.idToken))
        #expect(!session.description.contains(session.refreshToken))
        #expect(session.description.contains(Fixtures.uid))
    }
}

/// A store whose writes fail.
private struct FailingStore: KeyValueStore {
    func data(forKey key: String) throws(KeyValueStoreError) -> Data? { nil }

    func set(_ data: Data, forKey key: String) throws(KeyValueStoreError) {
        throw KeyValueStoreError(.writeFailed, location: key, reason: "read-only")
    }

    func removeValue(forKey key: String) throws(KeyValueStoreError) {}
}
