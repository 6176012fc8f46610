import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServerLimitTests {
    static func router(log: EventLog = EventLog()) -> Router {
        var router = Router()
        router.add(
            .post, "/upload",
            inline: { request in
                log.record("handler")
                return .text("\(request.body.count)")
            })
        return router
    }

    @Test func oversizedBodyAwaitingContinueIsAnswered413WithoutReadingIt() async throws {
        let log = EventLog()
        try await withServer(router: Self.router(log: log)) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send(
                "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2097152\r\nExpect: 100-continue\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 413)
            let error = try #require(try jsonObject(response.body)["error"] as? [String: Any])
            #expect(error["code"] as? Int == 413)
            #expect(await connection.isClosedByPeer())
            #expect(log.all.isEmpty)
        }
    }

    @Test func oversizedBodySentByURLSessionIsAnswered413() async throws {
        try await withServer(router: Self.router()) { server in
            let (status, _, body) = try await fetch(
                server, "POST", "/upload", headers: ["Content-Type": "application/octet-stream"],
                body: Data(count: 2 << 20))
            #expect(status == 413)
            #expect(try #require(try jsonObject(body)["error"] as? [String: Any])["code"] as? Int == 413)
        }
    }

    @Test func oversizedBodySentWithoutWaitingIsReadThenAnswered413AndClosed() async throws {
        let log = EventLog()
        try await withServer(router: Self.router(log: log)) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2097152\r\n\r\n")
            try await connection.send(Data(count: 2 << 20))
            let response = try await connection.readResponse()
            #expect(response.status == 413)
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(await connection.isClosedByPeer())
            #expect(log.all.isEmpty)
        }
    }

    @Test func hugeDeclaredBodyIsAnswered413AtOnce() async throws {
        let configuration = HTTPServerConfiguration(maximumBodySize: 1024, maximumDiscardedBodySize: 4096)
        try await withServer(configuration: configuration, router: Self.router()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 413)
            #expect(await connection.isClosedByPeer())
        }
    }

    @Test func oversizedChunkedBodyIsDiscardedThenAnswered413() async throws {
        let log = EventLog()
        try await withServer(router: Self.router(log: log)) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send(
                "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Data(count: 64 * 1024)
            for _ in 0..<32 {
                try await connection.send(String(chunk.count, radix: 16) + "\r\n")
                try await connection.send(chunk)
                try await connection.send("\r\n")
            }
            try await connection.send("0\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 413)
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(await connection.isClosedByPeer())
            #expect(log.all.isEmpty)
        }
    }

    @Test func bodyAtTheLimitIsAccepted() async throws {
        let configuration = HTTPServerConfiguration(maximumBodySize: 100_000)
        try await withServer(configuration: configuration, router: Self.router()) { server in
            let (status, _, body) = try await fetch(server, "POST", "/upload", body: Data(count: 100_000))
            #expect(status == 200)
            #expect(String(decoding: body, as: UTF8.self) == "100000")
            let (tooBig, _, _) = try await fetch(server, "POST", "/upload", body: Data(count: 100_001))
            #expect(tooBig == 413)
        }
    }

    /// The default connection memory (16 KiB, which libmicrohttpd zeroes between two requests on a
    /// connection) leaves room for 12 KiB of header fields, more than Node's 16 KiB limit minus its
    /// request line; 20 KiB is refused.
    @Test func theDefaultConnectionMemoryTakesTwelveKilobytesOfHeadersButNotTwenty() async throws {
        try await withServer(router: Self.router()) { server in
            for (size, status) in [(12 * 1024, 200), (20 * 1024, 431)] {
                let connection = try RawHTTPConnection(port: server.port)
                let value = String(repeating: "a", count: size)
                try await connection.send(
                    "POST /upload HTTP/1.1\r\nHost: x\r\nX-Big: \(value)\r\nContent-Length: 0\r\n\r\n")
                #expect(try await connection.readResponse().status == status, "\(size) bytes of header")
            }
        }
    }

    @Test func oversizedHeadersAreRefusedAndTheRequestIsReleased() async throws {
        let configuration = HTTPServerConfiguration(connectionMemoryLimit: 8 * 1024)
        try await withServer(configuration: configuration, router: Self.router()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let big = String(repeating: "a", count: 16 * 1024)
            try await connection.send(
                "POST /upload HTTP/1.1\r\nHost: x\r\nX-Big: \(big)\r\nContent-Length: 0\r\n\r\n")
            let response = try await connection.readResponse()
            #expect(response.status == 431 || response.status == 413)
            #expect(await connection.isClosedByPeer())
            for _ in 0..<2000 where server.requestsInFlight > 0 {
                try await Task.sleep(for: .milliseconds(5))
            }
            #expect(server.requestsInFlight == 0)
        }
    }

    @Test func connectionsBeyondThePerAddressLimitAreClosed() async throws {
        let configuration = HTTPServerConfiguration(threadCount: 1, connectionLimitPerAddress: 1)
        try await withServer(configuration: configuration, router: Self.router()) { server in
            let first = try RawHTTPConnection(port: server.port)
            try await first.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\na")
            #expect(try await first.readResponse().status == 200)
            let second = try RawHTTPConnection(port: server.port)
            try? await second.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\nb")
            await #expect(throws: RawHTTPConnection.Failure.self) { try await second.readResponse() }
            try await first.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab")
            #expect(String(decoding: try await first.readResponse().body, as: UTF8.self) == "2")
        }
    }

    @Test func connectionsBeyondTheConnectionLimitWaitUntilASlotFrees() async throws {
        let configuration = HTTPServerConfiguration(threadCount: 1, connectionLimit: 1)
        try await withServer(configuration: configuration, router: Self.router()) { server in
            var first: RawHTTPConnection? = try RawHTTPConnection(port: server.port)
            try await first?.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\na")
            #expect(try await first?.readResponse().status == 200)
            let second = try RawHTTPConnection(port: server.port)
            try await second.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nbc")
            // Whatever the delay, nothing may arrive while the only slot is taken.
            try await Task.sleep(for: .milliseconds(100))
            #expect(!second.hasPendingBytes())
            #expect(server.requestsInFlight == 0)
            first = nil
            let response = try await second.readResponse()
            #expect(response.status == 200)
            #expect(response.body == Data("2".utf8))
        }
    }

    @Test func idleConnectionIsClosedAfterTheTimeout() async throws {
        let configuration = HTTPServerConfiguration(connectionTimeout: .seconds(1))
        try await withServer(configuration: configuration, router: Self.router()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\na")
            #expect(try await connection.readResponse().status == 200)
            // Blocks until the server closes the idle connection (the client gives up after 10 s).
            #expect(await connection.isClosedByPeer())
        }
    }
}
