import AuthCrypto
import Foundation
import HTTPServer
import Testing

@testable import IdentityServer

/// `IdentityServer.respond(to:)`: the same pipeline as the socket, without one.
@Suite struct InProcessRespondTests {
    static func post(_ operation: String, _ body: JSON, key: String = TestServer.apiKey) -> HTTPRequest {
        HTTPRequest(
            method: .post, target: "/identitytoolkit.googleapis.com/v1/accounts:\(operation)?key=\(key)",
            headers: ["Content-Type": "application/json"], body: body.data, remoteAddress: "127.0.0.1")
    }

    @Test func aLookupAnswersAsOverTheSocket() async throws {
        try await TestServer.with { test in
            let signedUp = try await test.signUp("ada@example.com")
            let idToken = try #require(signedUp.string("idToken"))
            let inProcess = await test.server.respond(to: Self.post("lookup", ["idToken": .string(idToken)]))
            let overTheSocket = try await test.accounts("lookup", ["idToken": .string(idToken)])
            #expect(inProcess.status == .ok)
            #expect(JSON.parse(inProcess.body) == overTheSocket.json)
            #expect(inProcess.headers["Content-Type"] == "application/json; charset=utf-8")
            #expect(inProcess.headers["X-Request-Id"] != nil)
        }
    }

    @Test func refusalsAreTheProtocolsErrors() async throws {
        try await TestServer.with { test in
            let wrongKey = await test.server.respond(
                to: Self.post("lookup", ["idToken": "x"], key: "not-a-key"))
            #expect(wrongKey.status.code == 400)
            #expect(
                JSON.parse(wrongKey.body)?["error"]?["message"]?.stringValue
                    == "API key not valid. Please pass a valid API key.")
            let badToken = await test.server.respond(to: Self.post("lookup", ["idToken": "not.a.token"]))
            #expect(badToken.status.code == 400)
            #expect(JSON.parse(badToken.body)?["error"]?["message"]?.stringValue == "INVALID_ID_TOKEN")
            let nowhere = await test.server.respond(to: HTTPRequest(method: .get, target: "/nowhere"))
            #expect(nowhere.status.code == 404)
        }
    }
}
