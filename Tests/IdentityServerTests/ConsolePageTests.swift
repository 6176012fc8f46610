import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// The admin console (`/console/`) over loopback.
@Suite struct ConsolePageTests {
    /// Signs `browser` in with `key`; returns the answer to the sign-in post.
    @discardableResult
    static func signIn(_ browser: PageClient, key: String = TestServer.adminKey) async throws
        -> PageClient.Page
    {
        let form = try await browser.get("/console/sign-in")
        #expect(form.status == 200)
        return try await browser.post(
            "/console/sign-in", [("csrf", form.field("csrf") ?? ""), ("adminKey", key)])
    }

    /// The CSRF token of the signed-in session, from any console page.
    static func token(_ browser: PageClient) async throws -> String {
        try #require(try await browser.get("/console/users/new").field("csrf"))
    }

    @Test func signInWithTheAdminKeyStartsAStrictCookieSession() async throws {
        try await TestServer.with { server in
            let browser = PageClient(base: server.base)
            let redirected = try await browser.get("/console/")
            #expect(redirected.status == 303 && redirected.location == "/console/sign-in")
            let form = try await browser.get("/console/sign-in")
            #expect(form.body.contains("<form method=\"post\" action=\"/console/sign-in\""))
            let wrong = try await Self.signIn(browser, key: "not-the-key")
            #expect(wrong.status == 401)
            #expect(wrong.body.contains("That is not the admin key."))
            #expect(wrong.setCookie(named: "sesame_console") == nil)
            let right = try await Self.signIn(browser)
            #expect(right.status == 303 && right.location == "/console/")
            let cookie = try #require(right.setCookie(named: "sesame_console"))
            for attribute in ["HttpOnly", "SameSite=Strict", "Path=/console/", "Max-Age=28800"] {
                #expect(cookie.contains(attribute), "\(attribute)")
            }
            #expect(!cookie.contains(TestServer.adminKey))
            let users = try await browser.get("/console/")
            #expect(users.status == 200)
            #expect(users.body.contains("Users"))
            // The key in a URL signs no one in.
            let viaURL = PageClient(base: server.base)
            let attempt = try await viaURL.get("/console/sign-in?adminKey=\(TestServer.adminKey)")
            #expect(attempt.setCookie(named: "sesame_console") == nil)
            #expect(try await viaURL.get("/console/").status == 303)
            // A session expires.
            server.clock.advance(seconds: 8 * 3600 + 1)
            #expect(try await browser.get("/console/").location == "/console/sign-in")
        }
    }

    @Test func forgedOrSignedOutSessionsAreRefused() async throws {
        try await TestServer.with { server in
            let browser = PageClient(base: server.base)
            try await Self.signIn(browser)
            let genuine = try #require(browser.cookies["sesame_console"])
            let parts = genuine.split(separator: ".").map(String.init)
            let forger = PageClient(base: server.base)
            forger.setCookie("sesame_console", "\(Int64(parts[0])! + 86_400).\(parts[1]).\(parts[2])")
            #expect(try await forger.get("/console/").status == 303)
            let token = try await Self.token(browser)
            let out = try await browser.post("/console/sign-out", [("csrf", token)])
            #expect(out.location == "/console/sign-in")
            let replay = PageClient(base: server.base)
            replay.setCookie("sesame_console", genuine)
            #expect(try await replay.get("/console/").status == 303)
        }
    }

    @Test func signInIsRateLimitedPerAddress() async throws {
        try await TestServer.with(configure: { $0.rateLimits.consoleSignInPerIP = 3 }) { server in
            let browser = PageClient(base: server.base)
            for _ in 0..<3 { #expect(try await Self.signIn(browser, key: "guess").status == 401) }
            let limited = try await Self.signIn(browser)
            #expect(limited.status == 429)
            #expect(limited.setCookie(named: "sesame_console") == nil)
        }
    }

    @Test func theXSSDisplayNameRendersAsText() async throws {
        try await TestServer.with { server in
            let name = "<img src=x onerror=alert(1)>"
            let created = try await server.admin(
                "", ["email": "xss@example.com", "password": "secret-1", "displayName": .string(name)])
            let uid = try #require(created.string("localId"))
            let browser = PageClient(base: server.base)
            try await Self.signIn(browser)
            let page = try await browser.get("/console/users/\(uid)")
            #expect(page.status == 200)
            #expect(!page.body.contains(name))
            #expect(page.body.contains("&lt;img src=x onerror=alert(1)&gt;"))
        }
    }

    @Test func everyActionNeedsTheSessionTokenAndGoesThroughTheAdminAPI() async throws {
        try await TestServer.with { server in
            let created = try await server.admin("", ["email": "act@example.com", "password": "secret-1"])
            let uid = try #require(created.string("localId"))
            let browser = PageClient(base: server.base)
            try await Self.signIn(browser)
            let token = try await Self.token(browser)
            let confirm = try await browser.get("/console/users/\(uid)/confirm?action=disable")
            #expect(confirm.body.contains("Disable act@example.com?"))
            #expect(confirm.field("csrf") == token)

            #expect(try await browser.post("/console/users/\(uid)/disable", []).status == 403)
            #expect(
                try await browser.post("/console/users/\(uid)/disable", [("csrf", "forged")]).status == 403)
            let crossSite = try await browser.post(
                "/console/users/\(uid)/disable", [("csrf", token)], headers: ["Sec-Fetch-Site": "same-site"])
            #expect(crossSite.status == 403)
            #expect(try await server.signIn("act@example.com").status == 200)

            let disabled = try await browser.post("/console/users/\(uid)/disable", [("csrf", token)])
            #expect(disabled.location == "/console/users/\(uid)?done=disabled")
            #expect(try await server.signIn("act@example.com").errorMessage == "USER_DISABLED")
            _ = try await browser.post("/console/users/\(uid)/enable", [("csrf", token)])
            #expect(try await server.signIn("act@example.com").status == 200)

            _ = try await browser.post(
                "/console/users/\(uid)/name", [("csrf", token), ("displayName", "Act Or")])
            _ = try await browser.post(
                "/console/users/\(uid)/claims", [("csrf", token), ("customAttributes", #"{"admin":true}"#)])
            let refused = try await browser.post(
                "/console/users/\(uid)/claims", [("csrf", token), ("customAttributes", #"{"iss":"x"}"#)])
            #expect(refused.status == 400)
            _ = try await browser.post("/console/users/\(uid)/verify-email", [("csrf", token)])
            let lookup = try await server.admin(":lookup", ["localId": [.string(uid)]])
            let user = try #require(lookup["users"]?.arrayValue?.first)
            #expect(user["displayName"] == "Act Or")
            #expect(user["customAttributes"] == #"{"admin":true}"#)
            #expect(user["emailVerified"] == .bool(true))

            let session = try await server.signIn("act@example.com")
            _ = try await browser.post("/console/users/\(uid)/revoke", [("csrf", token)])
            server.clock.advance(seconds: 2)
            let refreshed = try await server.refresh(try #require(session.string("refreshToken")))
            #expect(refreshed.errorMessage == "TOKEN_EXPIRED")

            let before =
                (try? String(contentsOfFile: server.directory.path + "/outbox.jsonl", encoding: .utf8)) ?? ""
            _ = try await browser.post("/console/users/\(uid)/send-reset", [("csrf", token)])
            await server.settle()
            let after = try String(contentsOfFile: server.directory.path + "/outbox.jsonl", encoding: .utf8)
            #expect(after.count > before.count && after.contains("/__/auth/action?mode=resetPassword"))

            let deleted = try await browser.post("/console/users/\(uid)/delete", [("csrf", token)])
            #expect(deleted.location == "/console/?done=deleted")
            #expect(try await server.admin(":lookup", ["localId": [.string(uid)]])["users"] == nil)
        }
    }

    @Test func createUserAndPageThroughManyAccounts() async throws {
        try await TestServer.with { server in
            // Created one second apart, user-059 last: the table lists them newest first.
            let users: [JSON] = (0..<60).map { index in
                [
                    "localId": .string(String(format: "user-%03d", index)),
                    "email": .string("many\(index)@example.com"),
                    "createdAt": .string(String(1_700_000_000_000 + index * 1000)),
                ]
            }
            #expect(try await server.admin(":batchCreate", ["users": .array(users)]).status == 200)
            let browser = PageClient(base: server.base)
            try await Self.signIn(browser)
            let first = try await browser.get("/console/")
            #expect(first.body.contains("60 accounts"))
            #expect(
                first.body.contains("user-059") && first.body.contains("user-035")
                    && !first.body.contains("user-034"))
            let newest = try #require(first.body.range(of: "user-059")?.lowerBound)
            #expect(newest < (try #require(first.body.range(of: "user-058")?.lowerBound)))
            #expect(first.body.contains("href=\"/console/?q=&amp;by=email&amp;after=1700000035000%3Auser-035\""))
            let second = try await browser.get("/console/?q=&by=email&after=1700000035000%3Auser-035")
            #expect(second.body.contains("user-034") && second.body.contains("user-010"))
            #expect(!second.body.contains("user-035") && !second.body.contains("user-009"))
            #expect(second.body.contains("&amp;before=1700000034000%3Auser-034\""))
            let back = try await browser.get("/console/?q=&by=email&before=1700000034000%3Auser-034")
            #expect(
                back.body.contains("user-059") && back.body.contains("user-035")
                    && !back.body.contains("rel=\"prev\""))
            let search = try await browser.get("/console/?q=many42%40&by=email")
            #expect(search.body.contains("user-042") && !search.body.contains("user-041"))
            let byProvider = try await browser.get("/console/?q=google.com&by=provider")
            #expect(byProvider.body.contains("No account matches."))

            let token = try await Self.token(browser)
            let made = try await browser.post(
                "/console/users/new",
                [
                    ("csrf", token), ("email", "made@example.com"), ("password", "made-secret-1"),
                    ("displayName", "Made"),
                ])
            #expect(made.status == 303)
            #expect(made.location?.hasSuffix("?done=created") == true)
            #expect(try await server.signIn("made@example.com", "made-secret-1").status == 200)
            let weak = try await browser.post(
                "/console/users/new", [("csrf", token), ("email", "weak@example.com"), ("password", "123")])
            #expect(weak.status == 400)
            #expect(weak.body.contains("value=\"weak@example.com\""))
        }
    }

    @Test func withoutAnAdminKeyTheConsoleIsOff() async throws {
        try await TestServer.with(configure: { $0.adminKey = nil }) { server in
            let page = try await PageClient(base: server.base).get("/console/sign-in")
            #expect(page.status == 403)
            #expect(page.body.contains("--admin-key"))
        }
    }
}

@Suite struct QueryAccountsEndpointTests {
    @Test func pagesWithAKeysetFiltersAndCounts() async throws {
        try await TestServer.with { server in
            let users: [JSON] = (0..<7).map {
                ["localId": .string("q\($0)"), "email": .string("q\($0)@example.com")]
            }
            _ = try await server.admin(":batchCreate", ["users": .array(users)])
            let path = "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:query"
            let refused = try await server.post(path, ["limit": 2])
            #expect(refused.status == 400)
            let first = try await server.admin(":query", ["limit": 3])
            #expect(
                first["userInfo"]?.arrayValue?.compactMap { $0["localId"]?.stringValue } == [
                    "q0", "q1", "q2",
                ])
            #expect(first.string("recordsCount") == "3")
            #expect(first.string("nextPageToken") == "q2")
            let last = try await server.admin(":query", ["limit": "5", "startAfter": "q2"])
            #expect(last["userInfo"]?.arrayValue?.count == 4)
            #expect(last.string("nextPageToken") == nil)
            let backwards = try await server.admin(
                ":query", ["limit": 2, "order": "DESC", "startAfter": "q2"])
            #expect(
                backwards["userInfo"]?.arrayValue?.compactMap { $0["localId"]?.stringValue } == ["q1", "q0"])
            let exact = try await server.admin(":query", ["expression": [["email": "Q4@example.com"]]])
            #expect(exact["userInfo"]?.arrayValue?.compactMap { $0["localId"]?.stringValue } == ["q4"])
            let count = try await server.admin(":query", ["returnUserInfo": false])
            #expect(count.string("recordsCount") == "7")
            #expect(try await server.admin(":query", ["offset": "3"]).status == 501)
            let two = try await server.admin(":query", ["expression": [["email": "a@b.c", "userId": "q1"]]])
            #expect(two.status == 400)
        }
    }

    /// `sortBy: CREATED_AT` (Firebase's field): newest first with `order: DESC`, ties by user ID, and a
    /// `nextPageToken` that carries both, so paging neither skips nor repeats an account.
    @Test func pagesInCreationOrder() async throws {
        try await TestServer.with { server in
            let created: [(String, Int)] = [("a", 3000), ("b", 1000), ("c", 2000), ("d", 2000), ("e", 4000)]
            let users: [JSON] = created.map { id, time in
                ["localId": .string(id), "email": .string("\(id)@example.com"), "createdAt": .string(String(time))]
            }
            #expect(try await server.admin(":batchCreate", ["users": .array(users)]).status == 200)
            func ids(_ answer: TestServer.Reply) -> [String] {
                answer["userInfo"]?.arrayValue?.compactMap { $0["localId"]?.stringValue } ?? []
            }
            let newest = ["sortBy": "CREATED_AT", "order": "DESC", "limit": 2] as JSON
            let first = try await server.admin(":query", newest)
            #expect(ids(first) == ["e", "a"])
            #expect(first.string("nextPageToken") == "3000:a")
            var next = newest.objectValue ?? [:]
            next["startAfter"] = "3000:a"
            let second = try await server.admin(":query", .object(next))
            #expect(ids(second) == ["d", "c"])
            next["startAfter"] = second["nextPageToken"]
            let third = try await server.admin(":query", .object(next))
            #expect(ids(third) == ["b"])
            #expect(third.string("nextPageToken") == nil)
            let oldest = try await server.admin(":query", ["sortBy": "CREATED_AT"])
            #expect(ids(oldest) == ["b", "c", "d", "a", "e"])
            #expect(try await server.admin(":query", ["sortBy": "CREATED_AT", "startAfter": "a"]).status == 400)
            #expect(try await server.admin(":query", ["sortBy": "USER_EMAIL"]).status == 501)
            #expect(try await server.admin(":query", ["sortBy": "SIDEWAYS"]).status == 400)
        }
    }
}
