import Foundation
import IdentityServer
import Testing

/// Refreshes over HTTP while others run: the store batches their commits, and every answer must still
/// be the right one for its own token.
@Suite struct ConcurrentRefreshTests {
    @Test func concurrentRefreshesEachRotateTheirOwnTokenAndPresentingOneTwiceYieldsOneSuccessor()
        async throws
    {
        try await TestServer.with { server in
            var sessions: [(localId: String, refreshToken: String)] = []
            for index in 0..<6 {
                let reply = try await server.signUp("refresh-\(index)@example.com")
                sessions.append(
                    (try #require(reply.string("localId")), try #require(reply.string("refreshToken"))))
            }
            // Each token once, and the first one three more times at the same moment.
            let presented =
                sessions.map(\.refreshToken) + Array(repeating: sessions[0].refreshToken, count: 3)
            let replies = try await withThrowingTaskGroup(of: (Int, TestServer.Reply).self) { group in
                for (index, token) in presented.enumerated() {
                    group.addTask { (index, try await server.refresh(token)) }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            for (index, reply) in replies {
                #expect(reply.status == 200)
                #expect(reply.string("user_id") == sessions[index < 6 ? index : 0].localId)
            }
            // The four answers for the first token carry one successor (the rest within the grace).
            let firstSuccessors = Set(
                ([0] + Array(6..<9)).compactMap { replies[$0]?.string("refresh_token") })
            #expect(firstSuccessors.count == 1)
            for index in 0..<6 {
                let reply = try #require(replies[index])
                let lookup = try await server.accounts(
                    "lookup", ["idToken": .string(try #require(reply.string("id_token")))])
                #expect(
                    lookup.json["users"]?.arrayValue?.first?["localId"]?.stringValue
                        == sessions[index].localId)
                let next = try await server.refresh(try #require(reply.string("refresh_token")))
                #expect(next.status == 200)
                #expect(next.string("refresh_token") != reply.string("refresh_token"))
            }
        }
    }
}
