import Foundation
import Testing

@testable import IdentityServer

/// Request bodies are decoded against their endpoint's schema: a value of the wrong type is
/// 400 `INVALID_ARGUMENT : Invalid value at '<field>' (<TYPE>)` and nothing is created or changed.
@Suite struct RequestSchemaTests {
    func accountCount(_ server: TestServer) async throws -> Int {
        let page = try await server.request(
            "GET",
            "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:batchGet?maxResults=100",
            credential: .bearer())
        return page.json["users"]?.arrayValue?.count ?? 0
    }

    @Test func objectsForTheEmailAndPasswordAreRefusedAndCreateNothing() async throws {
        try await TestServer.with { server in
            let reply = try await server.accounts("signUp", ["email": ["a": 1], "password": ["b": 2]])
            #expect(reply.status == 400)
            #expect(reply.errorMessage == "INVALID_ARGUMENT : Invalid value at 'email' (TYPE_STRING)")
            #expect(reply.json["error"]?["status"] == "INVALID_ARGUMENT")
            let second = try await server.accounts("signUp", ["email": .null, "password": ["b": 2]])
            #expect(second.status == 400)
            #expect(second.errorMessage == "INVALID_ARGUMENT : Invalid value at 'password' (TYPE_STRING)")
            #expect(try await accountCount(server) == 0)
        }
    }

    @Test func wrongTypesAreRefusedOnTheLegacyPathsToo() async throws {
        try await TestServer.with { server in
            let reply = try await server.post(
                "/www.googleapis.com/identitytoolkit/v3/relyingparty/signupNewUser",
                ["email": "v3@example.com", "password": "secret-1", "returnSecureToken": ["x"]])
            #expect(
                reply.errorMessage == "INVALID_ARGUMENT : Invalid value at 'return_secure_token' (TYPE_BOOL)")
            #expect(try await accountCount(server) == 0)
        }
    }

    @Test func anUpdateWithAWrongTypeChangesNothing() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("typed@example.com")
            let token = try #require(signUp.string("idToken"))
            let reply = try await server.accounts(
                "update", ["idToken": .string(token), "displayName": "New", "deleteAttribute": 5])
            #expect(reply.status == 400)
            #expect(
                reply.errorMessage?.hasPrefix("INVALID_ARGUMENT : Invalid value at 'delete_attribute") == true
            )
            let lookup = try await server.accounts("lookup", ["idToken": .string(token)])
            #expect(lookup.json["users"]?.arrayValue?.first?["displayName"] == nil)
        }
    }
}
