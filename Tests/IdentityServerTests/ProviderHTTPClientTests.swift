import Foundation
import Testing

@testable import IdentityServer

/// The client that asks Google about access tokens keeps its promises against a provider (or anything
/// answering at its URL) that misbehaves: the answer size is bounded while it arrives, not after, and the
/// deadline covers the whole exchange, also when bytes keep trickling in.
@Suite struct ProviderHTTPClientTests {
    private func post(_ server: MisbehavingHTTPServer, timeout: TimeInterval = 10) async
        -> Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>
    {
        var client = ProviderHTTPClient()
        client.timeout = timeout
        return await client.post(server.url, form: "access_token=ya29.x")
    }

    private func failure(_ result: Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>)
        -> ProviderHTTPClient.Failure?
    {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test func anAnswerIsReturnedWithItsStatus() async throws {
        let server = try MisbehavingHTTPServer(.answer(status: 404, body: #"{"error":"x"}"#))
        defer { server.close() }
        let answer = try await post(server).get()
        #expect(answer.status == 404)
        #expect(answer.body == Data(#"{"error":"x"}"#.utf8))
    }

    @Test func anEndlessAnswerIsRefused() async throws {
        let server = try MisbehavingHTTPServer(.endless(limit: 256 << 20))
        defer { server.close() }
        #expect(failure(await post(server)) == .tooLarge)
    }

    /// A body that never ends (the server sends until its writes fail): the client refuses it once
    /// 64 KiB arrived and closes the connection then, so the server cannot keep sending into a buffer
    /// that grows for as long as the client lets it. What the server got out is bounded by the socket
    /// buffers (a few MiB on loopback), far below the 64 MiB asserted.
    @Test func anAnswerThatNeverEndsIsCutOffAtTheConnection() async throws {
        let server = try MisbehavingHTTPServer(.endless(limit: .max))
        defer { server.close() }
        #expect(failure(await post(server)) == .tooLarge)
        #expect(await server.waitUntilServed(1))
        #expect(server.bytesSent < 64 << 20)
    }

    @Test func anAnswerAnnouncedAsTooLargeIsRefusedAtOnce() async throws {
        let server = try MisbehavingHTTPServer(.announced(length: 100 << 20))
        defer { server.close() }
        #expect(failure(await post(server)) == .tooLarge)
    }

    /// 40 bytes, one every 0.3 s: each arrives well within the idle timeout, so only a deadline for the
    /// whole exchange (here 1 s; Foundation on Linux ignores `timeoutIntervalForResource`) ends it.
    @Test func aTrickledAnswerIsCutOffByTheDeadline() async throws {
        let body = #"{"sub":"1","aud":"a","expires_in":"100"}"#
        let server = try MisbehavingHTTPServer(.trickle(body: body, interval: 0.3))
        defer { server.close() }
        #expect(failure(await post(server, timeout: 1)) == .transport)
        #expect(server.bytesSent < body.utf8.count)
    }

    @Test func aCancelledCallerStopsTheExchange() async throws {
        let server = try MisbehavingHTTPServer(
            .trickle(body: String(repeating: "x", count: 40), interval: 0.3))
        defer { server.close() }
        let call = Task { await post(server) }
        try await Task.sleep(for: .milliseconds(100))
        call.cancel()
        #expect(failure(await call.value) == .transport)
    }
}
