import IdentityServer
import Testing

/// Where the API key comes from: an empty `?key=` is no key, so a valid `x-goog-api-key` header wins.
@Suite struct APIKeyPrecedenceTests {
    @Test func aHeaderKeyWinsOverAnEmptyQueryParameter() async throws {
        try await TestServer.with { server in
            let reply = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=", json: [:],
                credential: .headerKey())
            #expect(reply.status == 200)
        }
    }

    @Test func anEmptyKeyAloneIsAMissingKey() async throws {
        try await TestServer.with { server in
            let reply = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:], credential: .apiKey(""))
            #expect(reply.status == 403)
            #expect(reply.errorMessage == "The request is missing a valid API key.")
            let header = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:],
                credential: .headerKey(""))
            #expect(header.status == 403)
        }
    }

    @Test func aWrongQueryKeyIsNotRescuedByAHeader() async throws {
        try await TestServer.with { server in
            let reply = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=wrong", json: [:],
                credential: .headerKey())
            #expect(reply.status == 400)
            #expect(reply.errorMessage == "API key not valid. Please pass a valid API key.")
        }
    }
}
