import Foundation
import Storage
import Testing

@Suite("Project configuration (every store)")
struct ProjectConfigConformanceTests {
    @Test(arguments: StoreKind.local)
    func theConfigStartsEmptyAndUpdatesAtomically(_ kind: StoreKind) throws {
        let store = try kind.make().store
        #expect(try store.projectConfig() == ProjectConfigRecord())
        let first = try store.updateProjectConfig {
            $0.settings = #"{"signIn":{"allowDuplicateEmails":true}}"#
            $0.updatedAt = 5
        }
        #expect(first == ProjectConfigRecord(settings: #"{"signIn":{"allowDuplicateEmails":true}}"#, updatedAt: 5))
        #expect(try store.projectConfig() == first)
        // The transform sees what is stored; a second update replaces the first.
        let second = try store.updateProjectConfig { config in
            #expect(config == first)
            config.settings = "{}"
            config.updatedAt = 6
        }
        #expect(try store.projectConfig() == second)
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.updateProjectConfig {
                $0.settings = #"{"lost":true}"#
                throw Refused()
            }
        }
        #expect(try store.projectConfig() == second)
    }

    @Test(arguments: StoreKind.local)
    func concurrentUpdatesAreAppliedOneAfterTheOther(_ kind: StoreKind) async throws {
        let store = try kind.make().store
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    _ = try store.updateProjectConfig { $0.updatedAt += 1 }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.projectConfig().updatedAt == 8)
    }
}
