import Foundation
import Testing

@testable import IdentityServer

/// The provider key-set download is as bounded as the token-info calls: only the configured URL is
/// asked (no redirects), the document size is bounded while it arrives, and the exchange has a deadline.
@Suite struct JWKSFetcherTests {
    private func failure(_ url: URL, timeout: TimeInterval = 10) async -> JWKSFetcher.Failure? {
        var fetcher = JWKSFetcher()
        fetcher.timeout = timeout
        do {
            _ = try await fetcher.fetch(url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aKeySetIsReturnedWithItsMaxAge() async throws {
        let keys = #"{"keys":[]}"#
        let server = try MisbehavingHTTPServer(.answer(status: 200, body: keys))
        defer { server.close() }
        let download = try await JWKSFetcher().fetch(server.url)
        #expect(download.body == Data(keys.utf8))
        #expect(download.maxAge == 123)
    }

    @Test func aRedirectIsNotFollowed() async throws {
        let target = try MisbehavingHTTPServer(.answer(status: 200, body: #"{"keys":[]}"#))
        defer { target.close() }
        let server = try MisbehavingHTTPServer(.redirect(location: target.url.absoluteString))
        defer { server.close() }
        guard case .status(let code) = await failure(server.url) else {
            Issue.record("the redirect was followed or failed otherwise")
            return
        }
        #expect(code == 302)
        #expect(server.requestCount == 1)
        #expect(target.requestCount == 0)
    }

    /// Refused once past the limit (how much was sent before the cancellation landed depends on load).
    @Test func anEndlessDocumentIsRefused() async throws {
        let server = try MisbehavingHTTPServer(.endless(limit: 256 << 20))
        defer { server.close() }
        guard case .tooLarge = await failure(server.url) else {
            Issue.record("an endless key document was not refused as too large")
            return
        }
    }

    @Test func aTrickledDocumentIsCutOffByTheDeadline() async throws {
        let body = #"{"keys":[{"kty":"RSA"}]}"#
        let server = try MisbehavingHTTPServer(.trickle(body: body, interval: 0.3))
        defer { server.close() }
        guard case .transport = await failure(server.url, timeout: 1) else {
            Issue.record("a trickled key document was not cut off")
            return
        }
        #expect(server.bytesSent < body.utf8.count)
    }
}
