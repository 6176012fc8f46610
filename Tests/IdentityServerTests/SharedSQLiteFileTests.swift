import Foundation
import ServerTestSupport
import Testing

/// Two servers on one SQLite file (`sesame serve` and the app's embedded server share the default data
/// directory): each keeps accounts in its own cache, so a change made through one reaches the other
/// within the cache's staleness bound (half a second), not at the other's next restart.
@Suite struct SharedSQLiteFileTests {
    @Test(.enabled(if: !ServerTestDatabase.isPostgreSQL, "two servers on one SQLite file"))
    func aDisableThroughOneServerIsRefusedByTheOtherWithinASecond() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory) { (first: TestServer) async throws in
            try await TestServer.with(directory: directory) { (second: TestServer) async throws in
                let signUp = try await first.signUp("shared@example.com")
                let idToken = try #require(signUp["idToken"])
                let uid = try #require(signUp.string("localId"))
                // The second server reads the account, and keeps it.
                #expect(try await second.accounts("lookup", ["idToken": idToken]).status == 200)
                #expect(try await second.accounts("lookup", ["idToken": idToken]).status == 200)
                let disabled = try await first.admin(
                    ":update", ["localId": .string(uid), "disableUser": true])
                #expect(disabled.status == 200)
                let changed = ContinuousClock.now
                var answer = try await second.accounts("lookup", ["idToken": idToken])
                while answer.status == 200 && ContinuousClock.now - changed < .seconds(3) {
                    try await Task.sleep(for: .milliseconds(20))
                    answer = try await second.accounts("lookup", ["idToken": idToken])
                }
                #expect(answer.errorMessage == "USER_DISABLED")
                #expect(ContinuousClock.now - changed < .seconds(1))
            }
        }
    }
}
