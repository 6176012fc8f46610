import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ServerLifecycleTests {
    @Test func gracefulStopWaitsForAnInFlightAsyncRequestThenRefusesConnections() async throws {
        let entered = Gate()
        let release = Gate()
        let events = EventLog()
        var router = Router()
        router.add(
            .get, "/slow",
            async: { _ in
                entered.open()
                await release.wait()
                events.record("handler finished")
                return .text("done")
            })
        let server = HTTPServer(router: router)
        try server.start()
        let port = server.port
        #expect(server.state == .running)

        let connection = try RawHTTPConnection(port: port)
        try await connection.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        try #require(await entered.wait(), "hang guard: the handler did not start")

        let stopping = Task {
            await server.stop(drainTimeout: .seconds(60))
            events.record("stop returned")
        }
        try await yieldUntil("the server to start draining") { server.state == .draining }
        #expect(server.requestsInFlight == 1)
        #expect(events.all.isEmpty)
        do {
            _ = try RawHTTPConnection(port: port)
            Issue.record("a draining server must refuse new connections")
        } catch RawHTTPConnection.Failure.connect(let code) {
            #expect(code == ECONNREFUSED)
        }

        release.open()
        let response = try await connection.readResponse()
        await stopping.value
        #expect(response.status == 200)
        #expect(response.body == Data("done".utf8))
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(events.all == ["handler finished", "stop returned"])
        #expect(server.state == .stopped)
        #expect(server.requestsInFlight == 0)

        do {
            _ = try RawHTTPConnection(port: port)
            Issue.record("a stopped server must refuse connections")
        } catch RawHTTPConnection.Failure.connect(let code) {
            #expect(code == ECONNREFUSED)
        }
    }

    @Test func stopAfterDrainTimeoutAnswersWaitingAsyncRequestsWith503() async throws {
        let entered = Gate()
        let release = Gate()
        let finished = Gate()
        var router = Router()
        router.add(
            .get, "/stuck",
            async: { _ in
                entered.open()
                await release.wait()
                finished.open()
                return .text("too late")
            })
        let server = HTTPServer(router: router)
        try server.start()
        let connection = try RawHTTPConnection(port: server.port)
        try await connection.send("GET /stuck HTTP/1.1\r\nHost: x\r\n\r\n")
        try #require(await entered.wait(), "hang guard: the handler did not start")

        await server.stop(drainTimeout: .milliseconds(20))
        #expect(server.state == .stopped)
        let response = try await connection.readResponse()
        #expect(response.status == 503)
        // The handler finishes after the daemon is gone; its response must be dropped safely.
        release.open()
        try await yieldUntil("the late handler to finish") { finished.isOpen }
        for _ in 0..<10 { await Task.yield() }
        #expect(server.requestsInFlight == 0)
        #expect(server.state == .stopped)
    }

    @Test func startTwiceFailsAndStopIsIdempotent() async throws {
        let server = HTTPServer(router: Router())
        try server.start()
        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
        await server.stop()
        await server.stop()
        #expect(server.state == .stopped)
        #expect(server.port == 0)
        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
    }

    @Test func portInUseFailsToStart() async throws {
        let first = HTTPServer(router: Router())
        try first.start()
        var configuration = HTTPServerConfiguration()
        configuration.port = first.port
        let clash = HTTPServer(configuration: configuration, router: Router())
        let error = #expect(throws: HTTPServerError.addressInUse) { try clash.start() }
        #expect(
            error?.description.contains("127.0.0.1 port \(first.port)") == true,
            "\(String(describing: error))")
        await first.stop()
    }

    /// An address of no interface here (TEST-NET-1, never routed): binding fails before any traffic.
    @Test func addressOfAnotherMachineFailsToStart() {
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "192.0.2.1"), router: Router())
        let error = #expect(throws: HTTPServerError.addressNotAvailable) { try server.start() }
        #expect(error?.description.contains("192.0.2.1") == true, "\(String(describing: error))")
    }

    /// The peer's address is formatted once per connection and kept with it: every request on a
    /// keep-alive connection still reports it, and so does a request on the next connection.
    @Test func everyRequestOnAConnectionKnowsThePeer() async throws {
        var router = Router()
        router.add(.get, "/who", inline: { .text($0.remoteAddress) })
        router.add(.get, "/async-who", async: { .text($0.remoteAddress) })
        let server = HTTPServer(configuration: HTTPServerConfiguration(), router: router)
        try server.start()
        var bodies: [Data] = []
        for _ in 0..<2 {
            let connection = try RawHTTPConnection(port: server.port)
            for path in ["/who", "/async-who", "/who"] {
                try await connection.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
                let response = try await connection.readResponse()
                #expect(response.status == 200)
                bodies.append(response.body)
            }
        }
        await server.stop()
        #expect(bodies == Array(repeating: Data("127.0.0.1".utf8), count: 6))
    }

    @Test func bindsIPv6Loopback() async throws {
        var router = Router()
        router.add(.get, "/who", inline: { .text($0.remoteAddress) })
        let server = HTTPServer(configuration: HTTPServerConfiguration(bindAddress: "::1"), router: router)
        do {
            try server.start()
        } catch {
            // Hosts without IPv6 loopback cannot run this test; the failure must still be typed.
            #expect(error == .startFailed)
            return
        }
        let connection = try RawHTTPConnection(port: server.port, host: "::1")
        try await connection.send("GET /who HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try await connection.readResponse()
        await server.stop()
        #expect(response.status == 200)
        #expect(response.body == Data("::1".utf8))
    }
}
