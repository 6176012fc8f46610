import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// The e-mail action page (`/__/auth/action`) over loopback: what a person who opens a mailed link sees.
@Suite struct ActionPageTests {
    /// A reset link for `email` as mailed (from the outbox), as a path on the server.
    static func mailedLink(
        _ server: TestServer, _ email: String, continueURL: String? = nil, type: String = "PASSWORD_RESET"
    )
        async throws -> String
    {
        var fields: [String: JSON] = [
            "requestType": .string(type), "email": .string(email), "returnOobLink": true,
        ]
        if let continueURL { fields["continueUrl"] = .string(continueURL) }
        let request = JSON.object(fields)
        let link = try #require(try await server.admin(":sendOobCode", request).string("oobLink"))
        #expect(link.hasPrefix(server.base + "/__/auth/action?"))
        return String(link.dropFirst(server.base.count))
    }

    static func resetForm(_ page: PageClient.Page, password: String, confirmation: String) -> [(
        String, String
    )] {
        ["mode", "oobCode", "apiKey", "lang", "continueUrl", "email", "csrf"].map {
            ($0, page.field($0) ?? "")
        }
            + [("newPassword", password), ("confirmPassword", confirmation)]
    }

    @Test func resetLinkShowsTheFormRefusesWeakPasswordsAndSetsTheNewOne() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("reset@example.com", "old-secret-1")
            let path = try await Self.mailedLink(server, "reset@example.com")
            #expect(path.contains("apiKey=\(TestServer.apiKey)"))
            let browser = PageClient(base: server.base)
            let form = try await browser.get(path)
            #expect(form.status == 200)
            #expect(form.body.contains("reset@example.com"))
            #expect(form.body.contains("Use at least 6 characters."))
            #expect(form.body.contains("<form method=\"post\" action=\"/__/auth/action\""))

            let weak = try await browser.post(
                "/__/auth/action", Self.resetForm(form, password: "abc", confirmation: "abc"))
            #expect(weak.status == 400)
            #expect(weak.body.contains("id=\"password-error\""))
            #expect(!weak.body.contains("value=\"abc\""))  // typed passwords are never sent back
            let mismatch = try await browser.post(
                "/__/auth/action",
                Self.resetForm(weak, password: "new-secret-2", confirmation: "new-secret-3"))
            #expect(mismatch.status == 400)
            #expect(mismatch.body.contains("The passwords do not match."))
            #expect(try await server.signIn("reset@example.com", "old-secret-1").status == 200)

            let done = try await browser.post(
                "/__/auth/action",
                Self.resetForm(mismatch, password: "new-secret-2", confirmation: "new-secret-2"))
            #expect(done.status == 200)
            #expect(done.body.contains("Password changed"))
            #expect(
                try await server.signIn("reset@example.com", "old-secret-1").errorMessage
                    == "INVALID_LOGIN_CREDENTIALS")
            #expect(try await server.signIn("reset@example.com", "new-secret-2").status == 200)

            let used = try await PageClient(base: server.base).get(path)
            #expect(used.status == 400)
            #expect(used.body.contains("This link is invalid or has already been used."))
            #expect(!used.body.contains("<form"))
        }
    }

    @Test func anExpiredCodeShowsTheExpiredPageAndNothingElse() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("late@example.com")
            let path = try await Self.mailedLink(server, "late@example.com")
            server.clock.advance(seconds: 3601)
            let page = try await PageClient(base: server.base).get(path)
            #expect(page.status == 400)
            #expect(page.body.contains("This link has expired. Please request a new one."))
            #expect(!page.body.contains("<form"))
            let unknown = try await PageClient(base: server.base).get(
                "/__/auth/action?mode=resetPassword&oobCode=nope&apiKey=\(TestServer.apiKey)")
            #expect(unknown.body.contains("This link is invalid or has already been used."))
        }
    }

    @Test func verifyLinkVerifiesTheAddress() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("verify@example.com")
            let path = try await Self.mailedLink(server, "verify@example.com", type: "VERIFY_EMAIL")
            let page = try await PageClient(base: server.base).get(path)
            #expect(page.status == 200)
            #expect(page.body.contains("verify@example.com is confirmed"))
            let lookup = try await server.admin(":lookup", ["email": ["verify@example.com"]])
            #expect(lookup["users"]?.arrayValue?.first?["emailVerified"] == .bool(true))
            let again = try await PageClient(base: server.base).get(path)
            #expect(again.status == 400)
        }
    }

    @Test func continueIsOfferedOnlyForAuthorizedDomains() async throws {
        try await TestServer.with(configure: { $0.authorizedDomains = ["app.example.com", "*.example.org"] })
        { server in
            _ = try await server.signUp("continue@example.com")
            for (target, offered) in [
                ("https://app.example.com/done?x=1", true), ("https://a.b.example.org/", true),
                ("https://evil.example.net/", false), ("https://app.example.com.evil.net/", false),
                ("https://app.example.com@evil.net/", false), ("https://evil.net\\@app.example.com/", false),
                ("javascript://app.example.com/%0aalert(1)", false), ("https://example.org/", false),
            ] {
                let path = try await Self.mailedLink(server, "continue@example.com", continueURL: target)
                let page = try await PageClient(base: server.base).get(path)
                #expect(page.status == 200, "\(target)")
                let link = "href=\"\(target.replacingOccurrences(of: "&", with: "&amp;"))\""
                #expect(page.body.contains(link) == false, "the form page has no continue link")
                // The continue link shows after the action; a verification link gets there at once.
                let verify = try await Self.mailedLink(
                    server, "continue@example.com", continueURL: target, type: "VERIFY_EMAIL")
                let applied = try await PageClient(base: server.base).get(verify)
                #expect(applied.body.contains(link) == offered, "\(target)")
                #expect(applied.body.contains(">Continue</a>") == offered, "\(target)")
            }
        }
    }

    @Test func pagesCarryTheProtectiveHeadersAndNoCORS() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("headers@example.com")
            let path = try await Self.mailedLink(server, "headers@example.com")
            let page = try await PageClient(base: server.base).get(
                path, headers: ["Origin": "https://evil.example"])
            let csp = try #require(page.headers["content-security-policy"])
            #expect(csp.contains("default-src 'self'"))
            #expect(csp.contains("frame-ancestors 'none'"))
            #expect(!csp.contains("unsafe-inline"))
            #expect(page.headers["referrer-policy"] == "no-referrer")
            #expect(page.headers["x-frame-options"] == "DENY")
            #expect(page.headers["cache-control"] == "no-store")
            #expect(page.headers["access-control-allow-origin"] == nil)
            #expect(!page.body.contains("<script>"))
            // No inline event handlers (onclick=, onload=, …).
            #expect(page.body.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
            let form = try #require(page.setCookie(named: "sesame_action_form"))
            #expect(
                form.contains("HttpOnly") && form.contains("SameSite=Strict") && form.contains("Max-Age=3600")
            )
            // The JSON API keeps answering CORS as Firebase's emulator does.
            let api = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:lookup", json: [:],
                headers: ["Origin": "https://app.example"])
            #expect(api.headers["access-control-allow-origin"] == "https://app.example")
        }
    }

    @Test func aResetPostWithoutTheFormTokenOrFromAnotherSiteIsRefused() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("csrf@example.com", "old-secret-1")
            let path = try await Self.mailedLink(server, "csrf@example.com")
            let browser = PageClient(base: server.base)
            let form = try await browser.get(path)
            let fields = Self.resetForm(form, password: "new-secret-2", confirmation: "new-secret-2")
            let withoutToken = try await browser.post("/__/auth/action", fields.filter { $0.0 != "csrf" })
            #expect(withoutToken.status == 403)
            let crossSite = try await browser.post(
                "/__/auth/action", fields, headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(crossSite.status == 403)
            let otherOrigin = try await browser.post(
                "/__/auth/action", fields, headers: ["Origin": "http://127.0.0.1:1"])
            #expect(otherOrigin.status == 403)
            let attacker = PageClient(base: server.base)  // no form cookie
            #expect(try await attacker.post("/__/auth/action", fields).status == 403)
            #expect(try await server.signIn("csrf@example.com", "old-secret-1").status == 200)
            #expect(try await browser.post("/__/auth/action", fields).status == 200)
        }
    }

    @Test func koreanComesFromLangOrAcceptLanguage() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("korean@example.com")
            let path = try await Self.mailedLink(server, "korean@example.com")
            let byLang = try await PageClient(base: server.base).get(
                path.replacingOccurrences(of: "lang=en", with: "lang=ko"))
            #expect(byLang.body.contains("<html lang=\"ko\">"))
            #expect(byLang.body.contains("새 비밀번호 설정"))
            #expect(byLang.body.contains("6자 이상 입력해 주세요."))
            let byHeader = try await PageClient(base: server.base).get(
                path.replacingOccurrences(of: "&lang=en", with: ""),
                headers: ["Accept-Language": "fr;q=0.9, ko-KR;q=0.8, en;q=0.1"])
            #expect(byHeader.body.contains("<html lang=\"ko\">"))
        }
    }

    @Test func codesNeverReachTheLog() async throws {
        let lines = LogLines()
        try await TestServer.with(logSink: { lines.append($0) }) { server in
            _ = try await server.signUp("logged@example.com")
            let path = try await Self.mailedLink(server, "logged@example.com")
            let code = try #require(path.split(separator: "oobCode=").last?.split(separator: "&").first)
            let browser = PageClient(base: server.base)
            let form = try await browser.get(path)
            _ = try await browser.post(
                "/__/auth/action", Self.resetForm(form, password: "short", confirmation: "x"))
            _ = try await browser.post(
                "/__/auth/action",
                Self.resetForm(form, password: "new-secret-2", confirmation: "new-secret-2"))
            _ = try await browser.get(path)
            #expect(lines.all.count > 4)
            #expect(lines.all.allSatisfy { !$0.contains(code) && !$0.contains("new-secret-2") })
        }
    }
}

/// Log lines collected from several threads.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

@Suite struct EmailChangeLinkTests {
    /// The latest outbox mail to `address`: its link as a path of the server.
    static func mailedPath(_ server: TestServer, to address: String, type: String) throws -> String {
        let lines = try String(contentsOfFile: server.directory.path + "/outbox.jsonl", encoding: .utf8)
            .split(separator: "\n").compactMap { JSON.parse(Data($0.utf8)) }
        let mail = try #require(
            lines.last { $0["to"]?.stringValue == address && $0["requestType"]?.stringValue == type })
        let link = try #require(mail["link"]?.stringValue)
        return String(link.dropFirst(server.base.count))
    }

    @Test func changeLinkMovesTheAccountAndRecoveryLinkMovesItBack() async throws {
        try await TestServer.with { server in
            let session = try await server.signUp("before@example.com")
            let asked = try await server.accounts(
                "sendOobCode",
                [
                    "requestType": "VERIFY_AND_CHANGE_EMAIL", "idToken": session["idToken"] ?? .null,
                    "newEmail": "After@Example.com",
                ])
            #expect(asked.status == 200)
            #expect(asked.string("email") == "before@example.com")
            let change = try Self.mailedPath(server, to: "after@example.com", type: "VERIFY_AND_CHANGE_EMAIL")
            #expect(change.hasPrefix("/__/auth/action?mode=verifyAndChangeEmail&"))
            let changed = try await PageClient(base: server.base).get(change)
            #expect(changed.status == 200)
            #expect(changed.body.contains("Your account now uses after@example.com."))
            #expect(try await server.signIn("after@example.com").status == 200)
            #expect(try await server.signIn("before@example.com").status == 400)
            #expect(
                try await server.refresh(session.string("refreshToken") ?? "").errorMessage == "TOKEN_EXPIRED"
            )

            let recover = try Self.mailedPath(server, to: "before@example.com", type: "RECOVER_EMAIL")
            let recovered = try await PageClient(base: server.base).get(recover)
            #expect(recovered.body.contains("Your account uses before@example.com again."))
            #expect(try await server.signIn("before@example.com").status == 200)
            #expect(try await PageClient(base: server.base).get(recover).status == 400)
        }
    }

    @Test func aChangeToATakenAddressIsRefusedAndOtherCodesAreNotUsedUp() async throws {
        try await TestServer.with { server in
            let session = try await server.signUp("mine@example.com")
            _ = try await server.signUp("theirs@example.com")
            let taken = try await server.accounts(
                "sendOobCode",
                [
                    "requestType": "VERIFY_AND_CHANGE_EMAIL", "idToken": session["idToken"] ?? .null,
                    "newEmail": "theirs@example.com",
                ])
            #expect(taken.errorMessage == "EMAIL_EXISTS")
            // A password-reset code sent to accounts:update is refused and stays usable for the reset.
            let reset = try await server.admin(
                ":sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "mine@example.com", "returnOobLink": true])
            let code = try #require(reset.string("oobCode"))
            #expect(
                try await server.accounts("update", ["oobCode": .string(code)]).errorMessage
                    == "INVALID_OOB_CODE")
            let used = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "fresh-pass-1"])
            #expect(used.status == 200)
        }
    }

    @Test func aDirectEmailChangeMailsTheOldAddressARecoveryLink() async throws {
        try await TestServer.with(configure: { $0.recentSignInWindow = 0 }) { server in
            let session = try await server.signUp("old@example.com")
            let updated = try await server.accounts(
                "update", ["idToken": session["idToken"] ?? .null, "email": "new@example.com"])
            #expect(updated.status == 200)
            let recover = try Self.mailedPath(server, to: "old@example.com", type: "RECOVER_EMAIL")
            #expect(try await PageClient(base: server.base).get(recover).status == 200)
            #expect(try await server.signIn("old@example.com").status == 200)
        }
    }
}
