import AuthModel
import HTTPServer
import Testing

@testable import WebPages

@Suite struct PageRulesTests {
    @Test func languageComesFromLangThenAcceptLanguage() {
        func language(_ target: String, _ accept: String? = nil) -> AuthLanguage {
            var headers: HTTPHeaders = [:]
            if let accept { headers["Accept-Language"] = accept }
            return PageLanguage.of(HTTPRequest(method: .get, target: target, headers: headers))
        }
        #expect(language("/x?lang=ko") == .korean)
        #expect(language("/x?lang=ko-KR", "en") == .korean)
        #expect(language("/x?lang=en", "ko") == .english)
        #expect(language("/x?lang=fr", "ko") == .korean)
        #expect(language("/x", "fr-CH, fr;q=0.9, ko;q=0.5, en;q=0.4") == .korean)
        #expect(language("/x", "en;q=0.9, ko;q=0.95") == .korean)
        #expect(language("/x", "ko;q=0, en;q=0.1") == .english)
        #expect(language("/x") == .english)
    }

    @Test func continueLinksOnlyForAuthorizedHosts() {
        let links = ContinueLink(authorizedDomains: ["localhost", "app.example.com", "*.example.org"])
        let offered = [
            "http://localhost:3000/after", "https://APP.example.com/x?y=1#z", "https://deep.sub.example.org/",
        ]
        for url in offered { #expect(links.offered(url) == url, "\(url)") }
        let refused = [
            "https://example.org/", "https://evil.com/", "https://app.example.com.evil.com/",
            "https://app.example.com@evil.com/", "https://user:pw@app.example.com/", "javascript:alert(1)",
            "javascript://app.example.com/%0Aalert(1)", "ftp://app.example.com/",
            "https://evil.com\\@app.example.com",
            "https://app.example.com /", "https://évil.example.org/", "//app.example.com/", "",
            "data:text/html,x",
        ]
        for url in refused { #expect(links.offered(url) == nil, "\(url)") }
        #expect(links.offered(nil) == nil)
    }

    @Test func formGuardWantsThisServersPagesAndTheToken() {
        let guardian = FormGuard(publicOrigin: "https://auth.example.com")
        func post(_ headers: HTTPHeaders) -> HTTPRequest {
            HTTPRequest(method: .post, target: "/f", headers: headers)
        }
        #expect(guardian.allows(post(["Host": "127.0.0.1:9"]), token: "t", expected: "t"))
        #expect(
            guardian.allows(
                post(["Sec-Fetch-Site": "same-origin", "Origin": "null"]), token: "t", expected: "t"))
        #expect(
            guardian.allows(
                post(["Origin": "http://127.0.0.1:9", "Host": "127.0.0.1:9"]), token: "t", expected: "t"))
        #expect(
            guardian.allows(
                post(["Origin": "https://auth.example.com", "Host": "10.0.0.1"]), token: "t", expected: "t"))
        #expect(
            !guardian.allows(
                post(["Origin": "http://127.0.0.1:8", "Host": "127.0.0.1:9"]), token: "t", expected: "t"))
        #expect(!guardian.allows(post(["Sec-Fetch-Site": "same-site"]), token: "t", expected: "t"))
        #expect(!guardian.allows(post(["Sec-Fetch-Site": "cross-site"]), token: "t", expected: "t"))
        #expect(!guardian.allows(post([:]), token: "t", expected: "u"))
        #expect(!guardian.allows(post([:]), token: nil, expected: "t"))
        #expect(!guardian.allows(post([:]), token: "", expected: ""))
        #expect(!guardian.allows(post([:]), token: "t", expected: nil))
    }

    @Test func consoleSessionsAreSignedAndExpire() throws {
        let clock = Clock()
        let settings = WebPagesSettings(
            projectId: "p", emulator: false, publicURL: "https://auth.example.com", authorizedDomains: [],
            passwordPolicy: .firebaseDefault, adminKey: "key-1", consoleSessionSeconds: 60)
        let sessions = try ConsoleSessions(settings: settings, now: { clock.now })
        let (session, cookie) = try sessions.start()
        #expect(
            cookie.contains("Secure") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let value = String(cookie.split(separator: ";")[0].dropFirst("sesame_console=".count))
        func request(_ value: String) -> HTTPRequest {
            HTTPRequest(
                method: .get, target: "/console/", headers: ["Cookie": "other=1; sesame_console=\(value)"])
        }
        #expect(sessions.session(of: request(value)) == session)
        // Another instance with the same admin key accepts it; one with another key does not.
        #expect(
            try ConsoleSessions(settings: settings, now: { clock.now }).session(of: request(value)) == session
        )
        var other = settings
        other.adminKey = "key-2"
        #expect(try ConsoleSessions(settings: other, now: { clock.now }).session(of: request(value)) == nil)
        let parts = value.split(separator: ".")
        #expect(sessions.session(of: request("\(Int(parts[0])! + 1).\(parts[1]).\(parts[2])")) == nil)
        #expect(sessions.session(of: request("\(parts[0]).x\(parts[1]).\(parts[2])")) == nil)
        #expect(sessions.session(of: request("garbage")) == nil)
        clock.now += 61_000
        #expect(sessions.session(of: request(value)) == nil)
    }

    @Test func actionLinksUseFirebasesQuery() {
        let link = ActionLink.make(
            base: "https://auth.example.com", mode: "resetPassword", oobCode: "c0de", apiKey: "k 1",
            language: "ko", continueURL: "https://app.example.com/a?b=c&d")
        #expect(
            link
                == "https://auth.example.com/__/auth/action?mode=resetPassword&oobCode=c0de&apiKey=k%201&lang=ko"
                + "&continueUrl=https%3A%2F%2Fapp.example.com%2Fa%3Fb%3Dc%26d")
    }
}

/// A settable clock for session expiry.
final class Clock: @unchecked Sendable {
    var now: Int64 = 1_767_225_600_000
}
