import Foundation
import Testing

@testable import IdentityServer

/// The action page's `mode=signIn` over loopback: the mailed link hands its code to the app at
/// `continueUrl`, on authorized domains only.
@Suite struct EmailLinkPageTests {
    /// The link as mailed (privileged `sendOobCode` returns it), as a path on the server.
    static func signInLink(_ server: TestServer, _ email: String, continueURL: String) async throws -> String
    {
        let path = try await ActionPageTests.mailedLink(
            server, email, continueURL: continueURL, type: "EMAIL_SIGNIN")
        #expect(path.contains("mode=signIn"))
        return path
    }

    static func query(_ url: String) throws -> [String: String] {
        let items = try #require(URLComponents(string: url)?.queryItems)
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    @Test func theLinkRedirectsToTheAppWithTheCodeWhichSignsIn() async throws {
        try await TestServer.with { server in
            let path = try await Self.signInLink(
                server, "page@example.com", continueURL: "http://localhost:3000/finish?state=7&mode=keep")
            let page = try await PageClient(base: server.base).get(
                path.replacingOccurrences(of: "lang=en", with: "lang=ko"))
            #expect(page.status == 303)
            #expect(page.headers["referrer-policy"] == "no-referrer")
            #expect(page.headers["cache-control"] == "no-store")
            let location = try #require(page.location)
            #expect(location.hasPrefix("http://localhost:3000/finish?"))
            let query = try Self.query(location)
            #expect(query["state"] == "7")
            #expect(query["mode"] == "signIn")
            #expect(query["apiKey"] == TestServer.apiKey)
            #expect(query["lang"] == "ko")
            #expect(query["continueUrl"] == nil)
            let code = try #require(query["oobCode"])
            #expect(try Self.query(server.base + path)["oobCode"] == code)
            // Opening the link used nothing up: the app signs in with the code it was handed.
            let signedIn = try await EmailLinkSignInTests.signIn(server, "page@example.com", code)
            #expect(signedIn.status == 200)
            #expect(signedIn["isNewUser"] == true)
            // Afterwards the link says it was used, in the link's language.
            let used = try await PageClient(base: server.base).get(path)
            #expect(used.status == 400)
            #expect(used.location == nil)
            #expect(used.body.contains("already been used"))
        }
    }

    @Test func onlyAuthorizedContinueURLsAreFollowed() async throws {
        try await TestServer.with(configure: { $0.authorizedDomains = ["app.example.com"] }) { server in
            let path = try await Self.signInLink(
                server, "guarded@example.com", continueURL: "https://app.example.com/done")
            #expect(
                try await PageClient(base: server.base).get(path).location?.hasPrefix(
                    "https://app.example.com/done?") == true)
            // A link whose continueUrl was changed on the way is not followed anywhere.
            for target in [
                "https://evil.example.net/", "https://app.example.com@evil.net/", "javascript:alert(1)", "",
            ] {
                var components = try #require(URLComponents(string: server.base + path))
                components.queryItems =
                    (components.queryItems ?? []).filter { $0.name != "continueUrl" }
                    + (target.isEmpty ? [] : [URLQueryItem(name: "continueUrl", value: target)])
                let tampered = try #require(components.string).dropFirst(server.base.count)
                let page = try await PageClient(base: server.base).get(String(tampered))
                #expect(page.status == 400, "\(target)")
                #expect(page.location == nil, "\(target)")
                #expect(page.body.contains("does not say which app to open"), "\(target)")
            }
        }
    }

    @Test func otherCodesAndExpiredLinksAreNotHandedOn() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("reset@example.com")
            // A password-reset code presented as a sign-in link.
            let reset = try await ActionPageTests.mailedLink(
                server, "reset@example.com", continueURL: "http://localhost/")
            let disguised = reset.replacingOccurrences(of: "mode=resetPassword", with: "mode=signIn")
            let page = try await PageClient(base: server.base).get(disguised)
            #expect(page.status == 400)
            #expect(page.location == nil)
            let path = try await Self.signInLink(server, "late@example.com", continueURL: "http://localhost/")
            server.clock.advance(seconds: 6 * 3600 + 1)
            let expired = try await PageClient(base: server.base).get(path)
            #expect(expired.status == 400)
            #expect(expired.body.contains("expired"))
        }
    }
}
