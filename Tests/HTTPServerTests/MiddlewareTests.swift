import Foundation
import HTTPServer
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct MiddlewareTests {
    static func router() -> Router {
        var router = Router()
        router.add(.post, "/v1/accounts:signUp", inline: { _ in .json(Data("{}".utf8)) })
        router.add(.post, "/v1/accounts:signInWithPassword", async: { _ in .text("async") })
        return router
    }

    @Test func corsPreflightReflectsOriginHeadersAndPrivateNetwork() async throws {
        try await withServer(router: Self.router(), middleware: [CORSMiddleware()]) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send(
                "OPTIONS /v1/accounts:signUp HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:5173\r\n"
                    + "Access-Control-Request-Method: POST\r\n"
                    + "Access-Control-Request-Headers: content-type,x-client-version,x-firebase-gmpid\r\n"
                    + "Access-Control-Request-Private-Network: true\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 204)
            #expect(response.header("Access-Control-Allow-Origin") == "http://localhost:5173")
            #expect(
                response.header("Access-Control-Allow-Headers")
                    == "content-type,x-client-version,x-firebase-gmpid")
            #expect(response.header("Access-Control-Allow-Methods")?.contains("POST") == true)
            #expect(response.header("Access-Control-Allow-Private-Network") == "true")
            #expect(response.header("Vary") == "Origin")
        }
    }

    @Test func corsPreflightWithoutPrivateNetworkRequestOmitsTheHeader() async throws {
        try await withServer(router: Self.router(), middleware: [CORSMiddleware()]) { server in
            let (status, headers, _) = try await fetch(
                server, "OPTIONS", "/v1/accounts:signUp",
                headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "POST"])
            #expect(status == 204)
            #expect(header("Access-Control-Allow-Origin", in: headers) == "https://app.example")
            #expect(header("Access-Control-Allow-Private-Network", in: headers) == nil)
            // Without Access-Control-Request-Method it is answered all the same.
            let bare = try await fetch(
                server, "OPTIONS", "/", headers: ["Origin": "example.com", "Access-Control-Request-Headers": "A,B"])
            #expect(bare.status == 204)
            #expect(header("Access-Control-Allow-Origin", in: bare.headers) == "example.com")
            #expect(header("Access-Control-Allow-Headers", in: bare.headers) == "A,B")
            // Without an Origin it is no preflight.
            #expect(try await fetch(server, "OPTIONS", "/v1/accounts:signUp").status == 405)
        }
    }

    @Test func corsHeadersAreAddedToNormalAndErrorResponses() async throws {
        try await withServer(router: Self.router(), middleware: [CORSMiddleware()]) { server in
            let origin = ["Origin": "https://app.example"]
            let ok = try await fetch(server, "POST", "/v1/accounts:signUp", headers: origin, body: Data())
            let asyncOK = try await fetch(
                server, "POST", "/v1/accounts:signInWithPassword", headers: origin, body: Data())
            let missing = try await fetch(server, "GET", "/missing", headers: origin)
            let plain = try await fetch(server, "POST", "/v1/accounts:signUp", body: Data())
            #expect(header("Access-Control-Allow-Origin", in: ok.headers) == "https://app.example")
            #expect(header("Access-Control-Allow-Origin", in: asyncOK.headers) == "https://app.example")
            #expect(missing.status == 404)
            #expect(header("Access-Control-Allow-Origin", in: missing.headers) == "https://app.example")
            #expect(header("Access-Control-Allow-Origin", in: plain.headers) == nil)
        }
    }

    @Test func corsWithAnOriginListIgnoresOtherOrigins() async throws {
        let cors = CORSMiddleware(allowedOrigins: ["https://good.example"])
        try await withServer(router: Self.router(), middleware: [cors]) { server in
            let preflight = try await fetch(
                server, "OPTIONS", "/v1/accounts:signUp",
                headers: ["Origin": "https://evil.example", "Access-Control-Request-Method": "POST"])
            #expect(preflight.status == 405)
            #expect(header("Access-Control-Allow-Origin", in: preflight.headers) == nil)
        }
    }

    @Test func accessLogAndMetricsSeeRouteStatusAndLatencyButNoSecrets() async throws {
        let entries = Mutex<[HTTPAccessLogEntry]>([])
        let metrics = HTTPMetrics()
        let middleware: [any HTTPMiddleware] = [
            RequestIDMiddleware(),
            AccessLogMiddleware { entry in entries.withLock { $0.append(entry) } },
            MetricsMiddleware(metrics: metrics),
        ]
        try await withServer(router: Self.router(), middleware: middleware) { server in
            let secret = #"{"password":"hunter2"}"#
            _ = try await fetch(
                server, "POST", "/v1/accounts:signUp?key=topsecretkey",
                headers: ["Authorization": "Bearer owner-token"], body: Data(secret.utf8))
            _ = try await fetch(server, "POST", "/v1/accounts:signInWithPassword", body: Data())
            _ = try await fetch(server, "GET", "/missing")
            _ = try await fetch(server, "POST", "/v1/accounts:signUp", body: Data(count: 2 << 20))
        }
        let logged = entries.withLock { $0 }
        #expect(logged.map(\.status.code) == [200, 200, 404, 413])
        #expect(logged.map(\.route) == ["/v1/accounts:signUp", "/v1/accounts:signInWithPassword", nil, nil])
        #expect(logged[0].path == "/v1/accounts:signUp")
        #expect(logged[0].requestBodySize == 22)
        #expect(logged.allSatisfy { $0.latency > .zero && !$0.requestID.isEmpty })
        for line in logged.map(\.jsonLine) {
            #expect(
                !line.contains("hunter2") && !line.contains("topsecretkey") && !line.contains("owner-token"))
        }
        #expect(metrics.count(route: "/v1/accounts:signUp", method: .post, status: .ok) == 1)
        #expect(metrics.count(route: "/v1/accounts:signInWithPassword", method: .post, status: .ok) == 1)
        #expect(metrics.count(route: nil, method: .get, status: .notFound) == 1)
        #expect(metrics.count(route: nil, method: .post, status: .contentTooLarge) == 1)
        #expect(
            metrics.prometheusText().contains(#"route="/v1/accounts:signUp",method="POST",status="200"} 1"#))
    }

    @Test func middlewareCanAnswerEarlyAndStillRunsEveryDidHandle() async throws {
        struct Deny: HTTPMiddleware {
            func willHandle(_ request: inout HTTPRequest) -> HTTPResponse? {
                request.headers["X-Deny"] != nil ? .text(status: .forbidden, "denied") : nil
            }
        }
        struct Stamp: HTTPMiddleware {
            let name: String
            func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
                response.headers.add("X-Stamp", name)
            }
        }
        let responder = HTTPResponder(
            router: Self.router(), middleware: [Stamp(name: "outer"), Deny(), Stamp(name: "inner")])
        let denied = await responder.respond(
            to: HTTPRequest(method: .post, target: "/v1/accounts:signUp", headers: ["X-Deny": "1"]))
        #expect(denied.status == .forbidden)
        #expect(denied.headers.values(for: "X-Stamp") == ["inner", "outer"])
        let allowed = await responder.respond(
            to: HTTPRequest(method: .post, target: "/v1/accounts:signInWithPassword"))
        #expect(allowed.status == .ok)
        #expect(allowed.body == Data("async".utf8))
    }

    @Test func requestIDMiddlewareAcceptsOnlyWellFormedIncomingIDsWhenAsked() async {
        var router = Router()
        router.add(.get, "/id", inline: { .text($0.id) })
        let trusting = HTTPResponder(
            router: router, middleware: [RequestIDMiddleware(acceptsIncomingID: true)])
        let good = await trusting.respond(
            to: HTTPRequest(
                id: "server-1", method: .get, target: "/id", headers: ["x-request-id": "proxy-42"]))
        #expect(good.headers["X-Request-Id"] == "proxy-42")
        let bad = await trusting.respond(
            to: HTTPRequest(
                id: "server-2", method: .get, target: "/id", headers: ["x-request-id": "bad id\r\n"]))
        #expect(bad.headers["X-Request-Id"] == "server-2")
        let strict = HTTPResponder(router: router, middleware: [RequestIDMiddleware()])
        let ignored = await strict.respond(
            to: HTTPRequest(
                id: "server-3", method: .get, target: "/id", headers: ["x-request-id": "proxy-43"]))
        #expect(ignored.headers["X-Request-Id"] == "server-3")
    }
}
