import Foundation
import Testing

@testable import IdentityServer

/// What the console's pages say in the details a person reads (issue 33, item 9): the title, the
/// date of a revocation that never happened, where "Delete all users" is offered, and the labels of
/// the users table's cells on a phone.
@Suite struct ConsoleDetailsTests {
    @Test func theTitleWithoutAnAdminKeyNamesTheConsoleOnce() async throws {
        try await TestServer.with(configure: { $0.adminKey = nil }) { server in
            let page = try await PageClient(base: server.base).get("/console/sign-in")
            #expect(page.status == 403)
            #expect(page.body.contains("<title>Sesame console</title>"), "\(page.body.prefix(400))")
        }
    }

    @Test func aUserNeverRevokedSaysSoInsteadOf1970() async throws {
        try await TestServer.with { server in
            let created = try await server.admin("", ["email": "fresh@example.com", "password": "secret-1"])
            let uid = try #require(created.string("localId"))
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let fresh = try await browser.get("/console/users/\(uid)")
            #expect(!fresh.body.contains("1970"))
            #expect(fresh.body.contains("<dt>Sessions valid since</dt><dd>Never revoked</dd>"))
            let korean = try await browser.get("/console/users/\(uid)?lang=ko")
            #expect(korean.body.contains("<dt>세션 유효 시작</dt><dd>취소한 적 없음</dd>"))

            let token = try await ConsolePageTests.token(browser)
            _ = try await browser.post("/console/users/\(uid)/revoke", [("csrf", token)])
            let revoked = try await browser.get("/console/users/\(uid)")
            #expect(!revoked.body.contains("Never revoked"))
            #expect(revoked.body.contains("<dt>Sessions valid since</dt><dd>20"))
        }
    }

    @Test func deleteAllUsersIsOfferedWithTheUsersNotTheOutbox() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let outbox = try await browser.get("/console/outbox")
            #expect(outbox.status == 200)
            #expect(!outbox.body.contains("/console/delete-all"))
            let users = try await browser.get("/console/")
            #expect(users.body.contains("href=\"/console/delete-all\""))
        }
        try await TestServer.with { server in
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            #expect(!(try await browser.get("/console/")).body.contains("/console/delete-all"))
        }
    }

    @Test func everyCellOfTheUsersTableCarriesItsColumnsName() async throws {
        try await TestServer.with { server in
            _ = try await server.admin("", ["email": "cells@example.com", "password": "secret-1"])
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let users = try await browser.get("/console/")
            let row = try #require(users.body.components(separatedBy: "<tr><td").dropFirst().first)
            for column in ["E-mail", "User ID", "Providers", "Created", "Last sign-in", "Status"] {
                #expect(row.contains("data-label=\"\(column)\""), "\(column): \(row)")
            }
        }
    }

    /// An admin helps a user who lost a phone: the page lists the second factors, one is removed after a
    /// confirmation, the other stays as it was.
    @Test func aSecondFactorIsListedAndRemovedAfterAConfirmation() async throws {
        try await TestServer.with { server in
            let imported = try await server.admin(
                ":batchCreate",
                [
                    "users": [
                        [
                            "localId": "two-factors", "email": "lost@example.com", "emailVerified": true,
                            "rawPassword": "secret-1",
                            "mfaInfo": [
                                ["phoneInfo": "+15555550100", "displayName": "Old phone", "mfaEnrollmentId": "lost"],
                                ["phoneInfo": "+15555550199", "displayName": "Work phone", "mfaEnrollmentId": "kept"],
                            ],
                        ]
                    ]
                ])
            #expect(imported.status == 200 && imported["error"] == nil, "\(imported.text)")
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let page = try await browser.get("/console/users/two-factors")
            #expect(page.body.contains("<h2>Second factors</h2>"))
            #expect(page.body.contains("Old phone — Text message to"))
            #expect(page.body.contains("href=\"/console/users/two-factors/confirm?action=remove-factor&amp;factor=lost\""))
            let korean = try await browser.get("/console/users/two-factors?lang=ko")
            #expect(korean.body.contains("<h2>2단계 인증 수단</h2>"))

            let confirm = try await browser.get("/console/users/two-factors/confirm?action=remove-factor&factor=lost")
            #expect(confirm.body.contains("Remove the second factor \u{201C}Old phone — Text message to"))
            #expect(confirm.body.contains("action=\"/console/users/two-factors/remove-factor?factor=lost\""))
            let unknown = try await browser.get("/console/users/two-factors/confirm?action=remove-factor&factor=nope")
            #expect(unknown.status != 200)

            let token = try await ConsolePageTests.token(browser)
            #expect(try await browser.post("/console/users/two-factors/remove-factor?factor=lost", []).status == 403)
            let removed = try await browser.post(
                "/console/users/two-factors/remove-factor?factor=lost", [("csrf", token)])
            #expect(removed.location == "/console/users/two-factors?done=factorRemoved")
            let lookup = try await server.admin(":lookup", ["localId": ["two-factors"]])
            let factors = lookup["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue ?? []
            #expect(factors.count == 1)
            #expect(factors.first?["mfaEnrollmentId"] == "kept")
            #expect(factors.first?["unobfuscatedPhoneInfo"] == "+15555550199")
            #expect(factors.first?["displayName"] == "Work phone")
            let again = try await browser.post(
                "/console/users/two-factors/remove-factor?factor=lost", [("csrf", token)])
            #expect(again.status != 303)
            let signIn = try await server.signIn("lost@example.com", "secret-1")
            #expect(signIn["mfaPendingCredential"] != nil)
        }
    }

    /// An admin sets a new password and a new e-mail address from the user's page.
    @Test func anAdminSetsAPasswordAndChangesTheEmail() async throws {
        try await TestServer.with { server in
            let created = try await server.admin("", ["email": "forgot@example.com", "password": "secret-1"])
            let uid = try #require(created.string("localId"))
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let page = try await browser.get("/console/users/\(uid)")
            #expect(page.body.contains("action=\"/console/users/\(uid)/password\""))
            #expect(page.body.contains("action=\"/console/users/\(uid)/email\""))
            let token = try await ConsolePageTests.token(browser)
            let weak = try await browser.post("/console/users/\(uid)/password", [("csrf", token), ("password", "123")])
            #expect(weak.status == 400)
            let set = try await browser.post(
                "/console/users/\(uid)/password", [("csrf", token), ("password", "brand-new-2")])
            #expect(set.location == "/console/users/\(uid)?done=password")
            #expect(try await browser.get("/console/users/\(uid)?done=password").body.contains("The new password is set."))
            #expect(try await server.signIn("forgot@example.com", "secret-1").status == 400)
            #expect(try await server.signIn("forgot@example.com", "brand-new-2").status == 200)

            let moved = try await browser.post(
                "/console/users/\(uid)/email", [("csrf", token), ("email", "found@example.com")])
            #expect(moved.location == "/console/users/\(uid)?done=email")
            #expect(try await server.signIn("found@example.com", "brand-new-2").status == 200)
            let bad = try await browser.post("/console/users/\(uid)/email", [("csrf", token), ("email", "not-an-address")])
            #expect(bad.status == 400)
        }
    }
}
