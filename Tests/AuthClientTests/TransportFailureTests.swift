import AuthModel
import Foundation
import Synchronization
import Testing

@testable import AuthClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Failures below HTTP become AuthError's client-side kinds, with real loopback sockets.
struct TransportFailureTests {
    private static func client(baseURL: URL, timeout: TimeInterval = 15) -> AuthClient {
        AuthClient.live(
            configuration: AuthClientConfiguration(
                layout: .sesame(baseURL), apiKey: "k", requestTimeout: timeout),
            store: InMemoryKeyValueStore())
    }

    @Test func closedPort_isConnectionRefused() async throws {
        let port = try LoopbackSocket.closedPort()
        let client = Self.client(baseURL: URL(string: "http://127.0.0.1:\(port)")!)

        await #expect(throws: AuthError(.connectionRefused)) {
            try await completion(client.sendPasswordReset(email: Fixtures.email))
        }
    }

    @Test func serverThatNeverAnswers_timesOut() async throws {
        let listener = try LoopbackSocket(listening: true)
        defer { listener.stop() }
        let client = Self.client(baseURL: listener.baseURL, timeout: 0.5)
        let error = await #expect(throws: AuthError.self) {
            try await completion(client.sendPasswordReset(email: Fixtures.email))
        }
        #expect(error?.kind == .timedOut)
    }

    @Test func serverSpeakingPlainTextToTLS_isTLSFailure() async throws {
        let listener = try LoopbackSocket(listening: true)
        defer { listener.stop() }
        listener.answerEveryConnection(with: "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
        let client = Self.client(baseURL: URL(string: "https://127.0.0.1:\(listener.port)")!, timeout: 5)

        let error = await #expect(throws: AuthError.self) {
            try await completion(client.sendPasswordReset(email: Fixtures.email))
        }
        #expect(error?.kind == .tlsFailure)
    }

    @Test func serverClosingWithoutAnAnswer_isNotASuccess() async throws {
        let listener = try LoopbackSocket(listening: true)
        defer { listener.stop() }
        listener.answerEveryConnection(with: "")
        let client = Self.client(baseURL: listener.baseURL, timeout: 5)

        let error = await #expect(throws: AuthError.self) {
            try await completion(client.sendPasswordReset(email: Fixtures.email))
        }
        #expect(error.map { $0.kind.isClientSide || $0.kind == .unknown } == true)
    }

    @Test func disposing_cancelsTheRequest() async throws {
        let harness = Harness()
        harness.server.respond(to: .sendOOBCode, with: .json("{}", delay: 2))
        let finished = Mutex(false)

        let subscription = harness.client.sendPasswordReset(email: Fixtures.email)
            .subscribe(
                onCompleted: { finished.withLock { $0 = true } },
                onError: { _ in finished.withLock { $0 = true } })
        try await yieldUntil("the request") { !harness.server.requests.isEmpty }
        subscription.dispose()
        // Either the loading is stopped (cancelled) or, if cancellation did not reach it, answered.
        try await yieldUntil("the request's outcome") { harness.server.outcomeCounts != (0, 0) }

        #expect(harness.server.outcomeCounts == (answered: 0, cancelled: 1))
        #expect(finished.withLock { $0 } == false)
    }

    @Test(arguments: [
        (URLError.Code.timedOut, AuthError.Kind.timedOut),
        (.cannotConnectToHost, .connectionRefused),
        (.cannotFindHost, .connectionRefused),
        (.notConnectedToInternet, .networkUnavailable),
        (.networkConnectionLost, .networkUnavailable),
        (.secureConnectionFailed, .tlsFailure),
        (.serverCertificateUntrusted, .tlsFailure),
        (.cancelled, .cancelled),
        (.badServerResponse, .malformedResponse),
        (.cannotParseResponse, .malformedResponse),
    ])
    func urlError_mapsToItsClientKind(code: URLError.Code, kind: AuthError.Kind) {
        #expect(AuthError(transportFailure: URLError(code)).kind == kind)
    }

    @Test func taskCancellation_isCancelled() {
        #expect(AuthError(transportFailure: CancellationError()).kind == .cancelled)
    }

    @Test func otherURLErrors_keepTheirNumberInAnUnknownError() {
        let error = AuthError(transportFailure: URLError(.fileDoesNotExist))
        #expect(error.kind == .unknown)
        #expect(error.code == "URL_ERROR")
        #expect(error.detail == "URLError \(URLError.Code.fileDoesNotExist.rawValue)")
    }
}
