import AuthModel
import Foundation
import HTTPServer
import Storage
import Testing

@testable import IdentityServer

/// How the refresh endpoint is served: on a store whose reads are local (SQLite) it starts on the HTTP
/// thread and the group commit's thread resumes it (`HTTPHandler.deferred`, no task between); on a
/// store behind a database server (the PostgreSQL pass) it runs in a task. Either way it answers.
@Suite struct TokenRouteTests {
    @Test func theRefreshRouteIsDeferredOnALocalStoreAndATaskOtherwise() async throws {
        try await TestServer.with { server in
            let identity = server.server
            let router = RouteInstaller(context: identity.context).router(
                for: RouteTable.routes(
                    configuration: identity.configuration, metrics: identity.metrics, pool: identity.pool))
            guard case .matched(let handler, _, _) = router.resolve(.post, rawPath: Endpoint.token.path(.v1)) else {
                Issue.record("no route for the token endpoint")
                return
            }
            switch handler {
            case .deferred:
                #expect(identity.context.store.readsAreLocal, "deferred only where store reads are local")
            case .async:
                #expect(!identity.context.store.readsAreLocal, "a local store's refreshes must not need a task")
            case .inline, .inlineFirst:
                Issue.record("the refresh route must not answer on the HTTP thread alone")
            }
            let signUp = try await server.signUp("route@example.com")
            let reply = try await server.refresh(try #require(signUp.string("refreshToken")))
            #expect(reply.status == 200)
            #expect(reply.string("user_id") == signUp.string("localId"))
        }
    }

    /// Errors found before the hand-off (a token too short to be one) and after the commit (a token
    /// the store does not know) are both answered as Firebase envelopes.
    @Test func refusalsBeforeAndAfterTheCommitAreEnvelopes() async throws {
        try await TestServer.with { server in
            let unknown = try await server.refresh(String(repeating: "x", count: 40))
            #expect(unknown.status == 400)
            #expect(unknown.json["error"]?["message"]?.stringValue == "INVALID_REFRESH_TOKEN")
            let short = try await server.refresh("short")
            #expect(short.status == 400)
            #expect(short.json["error"]?["message"]?.stringValue == "INVALID_REFRESH_TOKEN")
        }
    }
}
