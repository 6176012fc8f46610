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
}
