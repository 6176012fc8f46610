import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Requests over real loopback sockets.
@Suite struct ServerRequestTests {
    /// Echoes what the server parsed, as JSON.
    static func echoRouter() -> Router {
        var router = Router()
        let echo: @Sendable (HTTPRequest) -> HTTPResponse = { request in
            var object: [String: Any] = [
                "method": request.method.rawValue,
                "rawPath": request.rawPath,
                "path": request.path,
                "query": request.query.map { [$0.name, $0.value] },
                "bodyLength": request.body.count,
                "parameters": request.pathParameters,
                "remote": request.remoteAddress,
                "route": request.route ?? "",
            ]
            if let json = try? JSONSerialization.jsonObject(with: request.body) { object["json"] = json }
            if let form = request.formParameters { object["form"] = form.map { [$0.name, $0.value] } }
            if let custom = request.headers["X-Custom-Header"] { object["custom"] = custom }
            return .json(try! JSONSerialization.data(withJSONObject: object))
        }
        router.add(.get, "/echo", inline: echo)
        router.add(.post, "/echo", inline: echo)
        router.add(.get, "/v1/projects/{projectId}/accounts:batchGet", inline: echo)
        router.add(.post, "/v1/token", async: { echo($0) })
        return router
    }

    @Test func getIsAnsweredWithJSON() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            #expect(server.port != 0)
            let (status, headers, body) = try await fetch(server, "/echo")
            #expect(status == 200)
            #expect(header("Content-Type", in: headers) == "application/json; charset=utf-8")
            let object = try jsonObject(body)
            #expect(object["method"] as? String == "GET")
            #expect(object["remote"] as? String == "127.0.0.1")
            #expect(object["route"] as? String == "/echo")
        }
    }

    @Test func postWithJSONBodyReachesTheHandler() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let payload = #"{"email":"a@example.com","password":"secret","returnSecureToken":true}"#
            let (status, _, body) = try await fetch(
                server, "POST", "/echo", headers: ["Content-Type": "application/json"],
                body: Data(payload.utf8))
            #expect(status == 200)
            let object = try jsonObject(body)
            let json = try #require(object["json"] as? [String: Any])
            #expect(json["email"] as? String == "a@example.com")
            #expect(json["returnSecureToken"] as? Bool == true)
            #expect(object["bodyLength"] as? Int == payload.utf8.count)
        }
    }

    @Test func formBodyIsDecodedInAnAsyncHandler() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let (status, _, body) = try await fetch(
                server, "POST", "/v1/token?key=api%20key",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("grant_type=refresh_token&refresh_token=abc%2Bdef+ghi".utf8))
            #expect(status == 200)
            let object = try jsonObject(body)
            let form = try #require(object["form"] as? [[String]])
            #expect(form == [["grant_type", "refresh_token"], ["refresh_token", "abc+def ghi"]])
            #expect(object["query"] as? [[String]] == [["key", "api key"]])
            #expect(object["route"] as? String == "/v1/token")
        }
    }

    @Test func queryAndPathAreDecoded() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let (status, _, body) = try await fetch(
                server,
                "/v1/projects/my%2Dproject/accounts:batchGet?maxResults=10&nextPageToken=a+b%2Bc&x=1&x=2")
            #expect(status == 200)
            let object = try jsonObject(body)
            #expect(object["parameters"] as? [String: String] == ["projectId": "my-project"])
            #expect(object["rawPath"] as? String == "/v1/projects/my%2Dproject/accounts:batchGet")
            #expect(object["path"] as? String == "/v1/projects/my-project/accounts:batchGet")
            #expect(
                object["query"] as? [[String]]
                    == [["maxResults", "10"], ["nextPageToken", "a b+c"], ["x", "1"], ["x", "2"]])
        }
    }

    @Test func headerNamesAreCaseInsensitive() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("GET /echo HTTP/1.1\r\nHost: x\r\nx-cUSTOM-hEADER: value 1\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 200)
            #expect(try jsonObject(response.body)["custom"] as? String == "value 1")
        }
    }

    @Test func unknownPathIsAnswered404WithJSON() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let (status, _, body) = try await fetch(server, "/nope")
            #expect(status == 404)
            let error = try #require(try jsonObject(body)["error"] as? [String: Any])
            #expect(error["code"] as? Int == 404)
            #expect(error["message"] as? String == "Not Found")
        }
    }

    @Test func wrongMethodIsAnswered405WithAllow() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let (status, headers, body) = try await fetch(server, "DELETE", "/echo")
            #expect(status == 405)
            #expect(header("Allow", in: headers) == "GET, POST, HEAD")
            #expect(try #require(try jsonObject(body)["error"] as? [String: Any])["code"] as? Int == 405)
        }
    }

    @Test func keepAliveServesTwoRequestsOnOneConnection() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("GET /echo?n=1 HTTP/1.1\r\nHost: x\r\n\r\n")
            let first = try await connection.readResponse()
            try await connection.send("POST /echo?n=2 HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
            let second = try await connection.readResponse()
            #expect(first.status == 200)
            #expect(second.status == 200)
            #expect(try jsonObject(first.body)["query"] as? [[String]] == [["n", "1"]])
            #expect(try jsonObject(second.body)["query"] as? [[String]] == [["n", "2"]])
            #expect(first.header("Connection")?.lowercased() != "close")
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer(router: Self.echoRouter()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send(
                "GET /echo?n=1 HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "POST /v1/token?n=2 HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            let first = try await connection.readResponse()
            let second = try await connection.readResponse()
            #expect(try jsonObject(first.body)["query"] as? [[String]] == [["n", "1"]])
            #expect(try jsonObject(second.body)["query"] as? [[String]] == [["n", "2"]])
        }
    }

    @Test func twoHundredConcurrentRequestsAreAllAnswered() async throws {
        var router = Router()
        router.add(.get, "/inline/{n}", inline: { .text($0.pathParameters["n"] ?? "") })
        router.add(
            .get, "/async/{n}",
            async: { request in
                await Task.yield()
                return .text(request.pathParameters["n"] ?? "")
            })
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        let session = URLSession(configuration: configuration)
        try await withServer(router: router) { server in
            let answers = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
                for n in 0..<200 {
                    group.addTask {
                        let path = n % 2 == 0 ? "/inline/\(n)" : "/async/\(n)"
                        let (status, _, body) = try await fetch(server, path, session: session)
                        return (n, status, String(decoding: body, as: UTF8.self))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.count == 200)
            #expect(answers.allSatisfy { $0.1 == 200 && $0.2 == String($0.0) })
        }
        session.invalidateAndCancel()
    }

    @Test func asyncRequestFromAHalfClosedConnectionIsAnswered() async throws {
        let handled = EventLog()
        var router = Router()
        router.add(.get, "/async", async: { _ in
            handled.record("handled")
            return .text("async")
        })
        try await withServer(router: router) { server in
            for _ in 0..<20 {
                let connection = try RawHTTPConnection(port: server.port)
                try await connection.send("GET /async HTTP/1.1\r\nHost: x\r\n\r\n")
                connection.shutdownWrite()
                let response = try await connection.readResponse()
                #expect(response.status == 200)
                #expect(response.body == Data("async".utf8))
            }
            #expect(handled.all.count == 20)
            for _ in 0..<2000 where server.requestsInFlight > 0 { try await Task.sleep(for: .milliseconds(5)) }
            #expect(server.requestsInFlight == 0)
        }
    }
}
