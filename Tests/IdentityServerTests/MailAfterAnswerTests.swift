import AuthCrypto
import Dispatch
import Foundation
import Testing

@testable import IdentityServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `sendOobCode` answers before its code is minted, stored and mailed, so a known address's answer
/// does no more work than an unknown one's (no timing oracle; `Benchmarks/timing-oracle.py` measures
/// it). The mail follows in order, and a stopping server writes it before the store closes.
@Suite struct MailAfterAnswerTests {
    /// One `sendOobCode` over HTTP that, unlike `TestServer.request`, does not wait for the mail.
    static func send(_ server: TestServer, _ body: JSON) async throws -> Int {
        let path = "/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=\(TestServer.apiKey)"
        var request = URLRequest(url: URL(string: server.base + path)!)
        request.httpMethod = "POST"
        request.httpBody = body.data
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (_, response) = try await session.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// Holds the server's after-answer queue until the returned semaphore is signalled (30 s at most:
    /// a hang guard, so a failing test cannot hold the server's stop forever).
    static func holdQueue(_ server: TestServer) -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        server.server.context.afterAnswer.enqueue("test hold") { _ = release.wait(timeout: .now() + 30) }
        return release
    }

    @Test func everyKindIsAnsweredBeforeItsMailIsWritten() async throws {
        try await TestServer.with { server in
            let session = try await server.signUp("first@example.com")
            let idToken = try #require(session["idToken"])
            let release = Self.holdQueue(server)
            let requests: [JSON] = [
                ["requestType": "PASSWORD_RESET", "email": "first@example.com"],
                ["requestType": "VERIFY_EMAIL", "idToken": idToken],
                [
                    "requestType": "VERIFY_AND_CHANGE_EMAIL", "idToken": idToken,
                    "newEmail": "next@example.com",
                ],
            ]
            for body in requests { #expect(try await Self.send(server, body) == 200) }
            #expect(try Self.mailed(server).isEmpty)
            release.signal()
            await server.settle()
            #expect(
                try Self.mailed(server) == [
                    "first@example.com PASSWORD_RESET", "first@example.com VERIFY_EMAIL",
                    "next@example.com VERIFY_AND_CHANGE_EMAIL",
                ])
            let reset = try #require(try OutOfBandTests.lastCode(in: server, for: "first@example.com"))
            #expect(try await server.accounts("update", ["oobCode": .string(reset)])["emailVerified"] == true)
        }
    }

    /// With enumeration protection a reset reads no account before its answer: an unknown address is
    /// answered alike, and after the answer gets the work of a mail (a decoy code row, already used)
    /// but no mail and no code that could be listed or redeemed.
    @Test func anUnknownAddressGetsTheWorkOfAMailButNoMailAndNoUsableCode() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("known@example.com")
            let release = Self.holdQueue(server)
            for email in ["nobody@example.com", "known@example.com"] {
                #expect(
                    try await Self.send(server, ["requestType": "PASSWORD_RESET", "email": .string(email)])
                        == 200)
            }
            #expect(try server.server.context.store.oobCodes().isEmpty)
            release.signal()
            await server.settle()
            #expect(try Self.mailed(server) == ["known@example.com PASSWORD_RESET"])
            let codes = try server.server.context.store.oobCodes()
            #expect(codes.count == 2)
            #expect(codes.filter { $0.usedAt == nil }.map(\.email) == ["known@example.com"])
            #expect(
                codes.filter { $0.localId == nil }.allSatisfy { $0.email.isEmpty && $0.plaintextCode == nil })
        }
    }

    /// The outbox's messages as `to requestType`, in order.
    static func mailed(_ server: TestServer) throws -> [String] {
        let path = server.directory.path + "/outbox.jsonl"
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap {
            let mail = JSON.parse(Data($0.utf8))
            return mail.map { "\($0["to"]?.stringValue ?? "") \($0["requestType"]?.stringValue ?? "")" }
        }
    }

    @Test func stoppingWritesTheMailOfAnsweredRequestsBeforeTheStoreCloses() async throws {
        let server = try TestServer()
        _ = try await server.signUp("last@example.com")
        let release = Self.holdQueue(server)
        #expect(
            try await Self.send(server, ["requestType": "PASSWORD_RESET", "email": "last@example.com"]) == 200
        )
        let stopping = Task { await server.server.stop() }
        // Once nothing listens any more, the stop is past its requests and waits for the held queue.
        let deadline = ContinuousClock.now + .seconds(30)
        while server.server.port != 0 {
            try #require(ContinuousClock.now < deadline, "hang guard: the server did not stop listening")
            try await Task.sleep(for: .milliseconds(1))
        }
        release.signal()
        await stopping.value
        #expect(try OutOfBandTests.lastCode(in: server, for: "last@example.com") != nil)
    }
}
