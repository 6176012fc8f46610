import Foundation
import HTTPServer
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `.deferred` handlers: started on the HTTP thread with the connection suspended, resumed from another
/// thread, answered back on the connection's HTTP thread with the middleware applied.
@Suite struct DeferredHandlerTests {
    /// Stamps every response, so a test sees that middleware finished it.
    struct Stamp: HTTPMiddleware {
        func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
            response.headers["X-Stamp"] = request.route ?? "none"
        }
    }

    /// A thread of its own that resumes what it is handed, as a group commit's thread does.
    final class Resumer: @unchecked Sendable {
        private let condition = NSCondition()
        private var queue: [@Sendable () -> Void] = []
        let threadID = Mutex<pthread_t?>(nil)

        init() {
            let thread = Thread { [self] in
                threadID.withLock { $0 = pthread_self() }
                while true {
                    condition.lock()
                    while queue.isEmpty { condition.wait() }
                    let work = queue.removeFirst()
                    condition.unlock()
                    work()
                }
            }
            thread.start()
        }

        func run(_ work: @escaping @Sendable () -> Void) {
            condition.lock()
            queue.append(work)
            condition.signal()
            condition.unlock()
        }
    }

    @Test func resumedFromAnotherThreadTheAnswerIsBuiltOnTheHTTPThreadAndFinishedByMiddleware() async throws {
        let resumer = Resumer()
        let threads = Mutex<(start: pthread_t?, answer: pthread_t?)>((nil, nil))
        var router = Router()
        router.add(
            .post, "/deferred/{name}",
            deferred: { request, resumption in
                threads.withLock { $0.start = pthread_self() }
                let name = request.pathParameters["name"] ?? ""
                resumer.run {
                    resumption.resume {
                        threads.withLock { $0.answer = pthread_self() }
                        return .text("hello \(name), \(request.body.count) bytes")
                    }
                }
            })
        try await withServer(router: router, middleware: [Stamp()]) { server in
            let connection = try RawHTTPConnection(port: server.port)
            for round in 0..<2 {
                try await connection.send(
                    "POST /deferred/ann HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc")
                let response = try await connection.readResponse()
                #expect(response.status == 200, "round \(round)")
                #expect(String(decoding: response.body, as: UTF8.self) == "hello ann, 3 bytes")
                #expect(response.header("X-Stamp") == "/deferred/{name}")
            }
        }
        let seen = threads.withLock { $0 }
        let start = try #require(seen.start)
        let answer = try #require(seen.answer)
        let resumerThread = try #require(resumer.threadID.withLock { $0 })
        #expect(pthread_equal(answer, resumerThread) == 0, "the answer must not be built on the resuming thread")
        #expect(pthread_equal(start, resumerThread) == 0)
    }

    @Test func aHandlerMayResumeBeforeStartReturns() async throws {
        var router = Router()
        router.add(.get, "/now", deferred: { _, resumption in resumption.resume { .text("at once") } })
        try await withServer(router: router) { server in
            let (status, _, body) = try await fetch(server, "/now")
            #expect(status == 200)
            #expect(String(decoding: body, as: UTF8.self) == "at once")
        }
    }

    @Test func aSecondResumeIsIgnored() async throws {
        var router = Router()
        router.add(
            .get, "/twice",
            deferred: { _, resumption in
                resumption.resume { .text("first") }
                resumption.resume { .text("second") }
            })
        try await withServer(router: router) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try await connection.send("GET /twice HTTP/1.1\r\nHost: x\r\n\r\nGET /twice HTTP/1.1\r\nHost: x\r\n\r\n")
            for _ in 0..<2 {
                let response = try await connection.readResponse()
                #expect(String(decoding: response.body, as: UTF8.self) == "first")
            }
            #expect(!connection.hasPendingBytes())
        }
    }

    @Test func manyConcurrentRequestsResumedByOneThreadAreEachAnsweredWithTheirOwnAnswer() async throws {
        let resumer = Resumer()
        var router = Router()
        router.add(
            .get, "/echo/{n}",
            deferred: { request, resumption in
                let n = request.pathParameters["n"] ?? "?"
                resumer.run { resumption.resume { .text("n=\(n)") } }
            })
        try await withServer(router: router) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for n in 0..<64 {
                    group.addTask {
                        let (status, _, body) = try await fetch(server, "/echo/\(n)")
                        #expect(status == 200)
                        #expect(String(decoding: body, as: UTF8.self) == "n=\(n)")
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test func stoppingAnswersAnUnresumedRequest503AndALateResumeIsHarmless() async throws {
        let pending = Mutex<HTTPResumption?>(nil)
        let entered = Gate()
        var router = Router()
        router.add(
            .get, "/never",
            deferred: { _, resumption in
                pending.withLock { $0 = resumption }
                entered.open()
            })
        let server = HTTPServer(router: router)
        try server.start()
        let connection = try RawHTTPConnection(port: server.port)
        try await connection.send("GET /never HTTP/1.1\r\nHost: x\r\n\r\n")
        try #require(await entered.wait(), "hang guard: the handler did not start")
        await server.stop(drainTimeout: .milliseconds(20))
        #expect(try await connection.readResponse().status == 503)
        let late = try #require(pending.withLock { $0 })
        late.resume { .text("too late") }
        #expect(server.requestsInFlight == 0)
        #expect(server.state == .stopped)
    }

    @Test func theResponderAnswersADeferredRouteWithoutASocket() async throws {
        var router = Router()
        router.add(
            .get, "/later",
            deferred: { _, resumption in
                DispatchQueue.global().async { resumption.resume { .text("later") } }
            })
        let responder = HTTPResponder(router: router, middleware: [Stamp()])
        let response = await responder.respond(
            to: HTTPRequest(id: "r1", method: .get, target: "/later", headers: HTTPHeaders(), body: Data()))
        #expect(response.status.code == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "later")
        #expect(response.headers["X-Stamp"] == "/later")
    }
}
