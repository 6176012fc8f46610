import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServerConcurrencyTests {
    /// One worker thread: if the async handler held it, the inline request could not be served.
    @Test func waitingAsyncHandlerDoesNotBlockInlineHandler() async throws {
        let entered = Gate()
        let release = Gate()
        let events = EventLog()
        var router = Router()
        router.add(
            .get, "/slow",
            async: { _ in
                events.record("slow started")
                entered.open()
                await release.wait()
                events.record("slow finished")
                return .text("slow")
            })
        router.add(
            .get, "/fast",
            inline: { _ in
                events.record("fast handled")
                return .text("fast")
            })
        try await withServer(configuration: HTTPServerConfiguration(threadCount: 1), router: router) {
            server in
            async let slow = fetch(server, "/slow")
            try #require(await entered.wait(), "hang guard: the slow handler did not start")
            let fast = try await fetch(server, "/fast")
            events.record("fast answered")
            #expect(fast.status == 200)
            #expect(!release.isOpen)
            release.open()
            let slowAnswer = try await slow
            #expect(slowAnswer.status == 200)
            #expect(String(decoding: slowAnswer.body, as: UTF8.self) == "slow")
            #expect(events.all == ["slow started", "fast handled", "fast answered", "slow finished"])
        }
    }

    @Test func requestIDsAreUnique() async throws {
        var router = Router()
        router.add(.get, "/id", inline: { .text($0.id) })
        router.add(.get, "/async-id", async: { .text($0.id) })
        try await withServer(router: router, middleware: [RequestIDMiddleware()]) { server in
            var ids: [String] = []
            for n in 0..<40 {
                let (status, headers, body) = try await fetch(server, n % 2 == 0 ? "/id" : "/async-id")
                #expect(status == 200)
                let headerID = try #require(header("X-Request-Id", in: headers))
                #expect(headerID == String(decoding: body, as: UTF8.self))
                ids.append(headerID)
            }
            #expect(Set(ids).count == 40)
            #expect(ids.allSatisfy { !$0.isEmpty })
        }
    }
}
