import AuthCrypto
import Foundation
import Storage
import Testing

@testable import IdentityServer

/// The audit log: every audited action leaves its entry (actor, target, address, request id, outcome),
/// read back through `GET /sesame/v1/auditEntries`; no entry holds a secret the actions used. Runs on
/// SQLite, and on PostgreSQL in the server suites' PostgreSQL pass.
@Suite struct AuditLogTests {
    static let path = "/sesame/v1/auditEntries"

    /// Every entry, newest first, through the admin endpoint's pages.
    static func entries(_ server: TestServer, _ query: String = "") async throws -> [JSON] {
        var all: [JSON] = []
        var token: String?
        repeat {
            var target = path + "?pageSize=7" + (query.isEmpty ? "" : "&" + query)
            if let token { target += "&pageToken=" + token }
            let reply = try await server.request("GET", target, credential: .bearer())
            #expect(reply.status == 200, "\(reply.text)")
            all += reply["entries"]?.arrayValue ?? []
            token = reply.string("nextPageToken")
        } while token != nil
        return all
    }

    /// Expects no stored entry to hold any of `secrets` (those of 8 characters or more) in any column;
    /// returns how many entries there are.
    @discardableResult
    static func expectNoSecret(in server: TestServer, _ secrets: [String]) throws -> Int {
        let stored = try server.server.context.store.auditEntries(AuditQuery(limit: 10_000))
        for row in stored {
            let text = [
                row.id, row.kind, row.actorKind, row.actorId ?? "", row.target ?? "", row.tenantId ?? "",
                row.outcome, row.sourceAddress ?? "", row.requestId ?? "", row.details ?? "",
            ].joined(separator: "|")
            for secret in secrets where secret.count >= 8 {
                #expect(!text.contains(secret), "entry \(text) holds a secret")
            }
        }
        return stored.count
    }

    @Test func everyAuditedActionLeavesAnEntryWithoutAnySecretItUsed() async throws {
        try await TestServer.with(configure: { $0.rateLimits.signInPerAccountAndIP = 3 }) { server in
            var secrets: [String] = [TestServer.adminKey]
            func remember(_ values: String?...) { secrets += values.compactMap { $0 } }
            let first = "Audit-Pass-1f9c2"
            let second = "Audit-Pass-2a7d3"
            let third = "Audit-Pass-3b8e4"
            let fourth = "Audit-Pass-4c9f5"
            let fifth = "Audit-Pass-5d0a6"
            let imported = "Audit-Pass-6e1b7"
            remember(
                first, second, third, fourth, fifth, imported, "Wrong-Guess-7x", "Wrong-Guess-8y",
                "Wrong-Guess-9z", "Not-The-Key-0q", "Console-Guess-1k")

            // A user: sign-up, failed sign-ins, a password and an e-mail change, a reset by code.
            let user = try await server.signUp("audited@example.com", first)
            let uid = try #require(user.string("localId"))
            remember(user.string("idToken"), user.string("refreshToken"))
            #expect(try await server.signIn("audited@example.com", "Wrong-Guess-7x").status == 400)
            #expect(try await server.signIn("nobody@example.com", "Wrong-Guess-8y").status == 400)
            let changed = try await server.accounts(
                "update", ["idToken": user["idToken"]!, "password": .string(second), "returnSecureToken": true])
            #expect(changed.status == 200, "\(changed.text)")
            remember(changed.string("idToken"), changed.string("refreshToken"))
            let moved = try await server.accounts(
                "update", ["idToken": changed["idToken"]!, "email": "moved@example.com", "returnSecureToken": true])
            #expect(moved.status == 200, "\(moved.text)")
            remember(moved.string("idToken"), moved.string("refreshToken"))
            let link = try await server.admin(
                ":sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "moved@example.com", "returnOobLink": true])
            let code = try #require(link.string("oobCode"))
            remember(code, link.string("oobLink"))
            #expect(
                try await server.accounts("resetPassword", ["oobCode": .string(code), "newPassword": .string(third)])
                    .status == 200)

            // A replayed refresh token (after its grace) revokes its family.
            let session = try await server.signIn("moved@example.com", third)
            let spent = try #require(session.string("refreshToken"))
            remember(session.string("idToken"), spent)
            let rotated = try await server.refresh(spent)
            remember(rotated.string("refresh_token"), rotated.string("id_token"))
            server.clock.advance(seconds: 60)
            #expect(try await server.refresh(spent).status == 400)

            // Lock-out: the fourth wrong try from one address is refused by the limit.
            _ = try await server.signUp("locked@example.com", fourth)
            for _ in 0..<4 { _ = try await server.signIn("locked@example.com", "Wrong-Guess-9z") }

            // Failed sign-ins by e-mail link and by custom token keep their code and token out.
            let linkCode = try await EmailLinkSignInTests.mailedCode(server, "moved@example.com")
            remember(linkCode)
            #expect(try await EmailLinkSignInTests.signIn(server, "else@example.com", linkCode).status == 400)
            let signer = try await TestServiceAccount.register(server)
            let forged = try JWTSigner.rs256(try RSAKeyPair.generate(), keyID: signer.keyId).sign(
                claims: TestServiceAccount.claims(server, email: signer.email, uid: uid))
            remember(forged)
            #expect(try await CustomTokenTests.signIn(server, forged).status == 400)

            // A second factor enrolled and withdrawn.
            let (totpSecret, enrollmentId, enrolled) = try await MultiFactorTests.enrolTOTP(server, "mfa@example.com")
            remember(totpSecret, enrolled.string("idToken"), enrolled.string("refreshToken"))
            let pendingSignIn = try await server.signIn("mfa@example.com")
            let pendingCredential = try #require(pendingSignIn.string("mfaPendingCredential"))
            remember("secret-1", pendingCredential)
            let wrongCode = try await server.post(
                MultiFactorTests.v2 + "mfaSignIn:finalize",
                [
                    "mfaPendingCredential": .string(pendingCredential), "mfaEnrollmentId": .string(enrollmentId),
                    "totpVerificationInfo": ["verificationCode": "000000"],
                ])
            #expect(wrongCode.status == 400, "\(wrongCode.text)")
            let withdrawn = try await server.post(
                MultiFactorTests.v2 + "mfaEnrollment:withdraw",
                ["idToken": enrolled["idToken"]!, "mfaEnrollmentId": .string(enrollmentId)])
            #expect(withdrawn.status == 200, "\(withdrawn.text)")
            remember(withdrawn.string("idToken"), withdrawn.string("refreshToken"))

            // Admin actions.
            let created = try await server.admin("", ["email": "made@example.com", "password": .string(fourth)])
            let made = try #require(created.string("localId"))
            #expect(
                try await server.admin(
                    ":update",
                    [
                        "localId": .string(made), "disableUser": true, "password": .string(fifth),
                        "customAttributes": #"{"role":"auditor"}"#,
                    ]
                ).status == 200)
            #expect(
                try await server.post(
                    "/www.googleapis.com/identitytoolkit/v3/relyingparty/signOutUser", ["localId": .string(made)],
                    credential: .bearer()
                ).status == 200)
            let batch = try await server.admin(
                ":batchCreate",
                ["users": [["localId": "imported-1", "email": "imported@example.com", "rawPassword": .string(imported)]]])
            #expect(batch.status == 200, "\(batch.text)")
            #expect(try await server.admin(":batchDelete", ["localIds": ["imported-1"], "force": true]).status == 200)
            #expect(try await server.admin(":delete", ["localId": .string(made)]).status == 200)
            #expect(try await server.admin(":delete", ["localId": "missing-uid"]).errorMessage == "USER_NOT_FOUND")
            let config = try await server.request(
                "PATCH", ProjectConfigTests.path + "?updateMask=signIn.allowDuplicateEmails",
                json: ["signIn": ["allowDuplicateEmails": false]], credential: .bearer())
            #expect(config.status == 200, "\(config.text)")
            let tenant = try await TenantTests.create(server, ["displayName": "Audited"])
            #expect(
                try await server.request(
                    "PATCH", TenantTests.tenants + "/\(tenant)?updateMask=displayName", json: ["displayName": "Renamed"],
                    credential: .bearer()
                ).status == 200)
            #expect(
                try await server.request("DELETE", TenantTests.tenants + "/\(tenant)", credential: .bearer()).status == 200)
            #expect(try await server.request("GET", Self.path, credential: .bearer("Not-The-Key-0q")).status == 401)

            // The console: a refused and an accepted sign-in, an action, a sign-out.
            let browser = PageClient(base: server.base)
            #expect(try await ConsolePageTests.signIn(browser, key: "Console-Guess-1k").status == 401)
            let signedIn = try await ConsolePageTests.signIn(browser)
            remember(signedIn.setCookie(named: "sesame_console")?.split(separator: ";").first.map(String.init))
            let token = try await ConsolePageTests.token(browser)
            remember(token)
            #expect(try await browser.post("/console/users/\(uid)/disable", [("csrf", token)]).status == 303)
            #expect(try await browser.get("/console/audit").body.contains("account.disable"))
            // The user's page shows their recent entries; the pages speak Korean when asked.
            let userPage = try await browser.get("/console/users/\(uid)")
            #expect(userPage.body.contains("Recent activity") && userPage.body.contains("password.reset"))
            let korean = try await browser.get(
                "/console/audit?kind=account.disable", headers: ["Accept-Language": "ko"])
            #expect(korean.body.contains("감사 로그") && korean.body.contains("성공"))
            _ = try await browser.post("/console/sign-out", [("csrf", token)])

            let entries = try await Self.entries(server)
            let kinds = Set(entries.compactMap { $0["kind"]?.stringValue })
            let expected: Set<String> = [
                "signIn.failure", "signIn.lockedOut", "password.change", "email.change", "password.reset",
                "refreshToken.reuse", "secondFactor.enroll", "secondFactor.withdraw", "account.create",
                "account.update", "account.disable", "account.claims.update", "account.revokeSessions",
                "account.batchCreate", "account.batchDelete", "account.delete", "project.config.update",
                "tenant.create", "tenant.update", "tenant.delete", "admin.authenticationFailure",
                "console.signIn", "console.signInFailure", "console.signOut",
            ]
            #expect(expected.subtracting(kinds).sorted() == [])
            // Every entry has its time, address and (for requests) id; none holds a secret.
            for entry in entries {
                #expect(entry["time"]?.stringValue?.hasSuffix("Z") == true)
                #expect(entry["sourceAddress"]?.stringValue == "127.0.0.1", "\(entry)")
                #expect(entry["requestId"]?.stringValue?.isEmpty == false, "\(entry)")
                let text = entry.serialized
                for secret in secrets where secret.count >= 8 {
                    #expect(!text.contains(secret), "entry \(text) holds a secret")
                }
            }
            // The same scan over the stored rows themselves.
            #expect(try Self.expectNoSecret(in: server, secrets) == entries.count)

            // Actors and targets.
            let failures = try await Self.entries(server, "kind=signIn.failure")
            // The locked account's three wrong tries are failures too.
            let locked = try #require(
                try await server.admin(":lookup", ["email": ["locked@example.com"]])["users"]?.arrayValue?.first?["localId"]?
                    .stringValue)
            let failed: Set<String> = Set(failures.compactMap { $0["target"]?.stringValue })
            #expect(failed.isSuperset(of: [uid, "nobody@example.com", locked]))
            #expect(failures.contains { $0["details"]?["secondFactor"] == "totp" })
            #expect(failures.allSatisfy { $0["actor"]?["kind"] == "anonymous" })
            #expect(failures.contains { $0["outcome"] == "INVALID_PASSWORD" })
            let byProvider = Dictionary(grouping: failures) { $0["details"]?["provider"]?.stringValue ?? "" }
            #expect(byProvider["emailLink"]?.contains { $0["outcome"] == "INVALID_EMAIL" } == true)
            #expect(byProvider["custom"]?.contains { $0["target"]?.stringValue == uid } == true)
            let consoleDisable = try #require(
                try await Self.entries(server, "kind=account.disable&target=\(uid)").first)
            #expect(consoleDisable["actor"]?["kind"] == "console")
            #expect(consoleDisable["actor"]?["id"]?.stringValue?.hasPrefix("console-") == true)
            let adminDelete = try #require(try await Self.entries(server, "kind=account.delete&target=\(made)").first)
            #expect(adminDelete["actor"]?["kind"] == "adminKey")
            #expect(adminDelete["target"]?.stringValue == made)
            let refused = try #require(try await Self.entries(server, "target=missing-uid").first)
            #expect(refused["kind"] == "account.delete" && refused["outcome"] == "USER_NOT_FOUND")
            let ownChange = try #require(try await Self.entries(server, "kind=password.change&target=\(uid)").first)
            #expect(ownChange["actor"] == ["kind": "user", "id": .string(uid)])
            #expect(ownChange["details"]?["fields"] == ["password"])
        }
    }

    @Test func filtersPagesAndRetention() async throws {
        try await TestServer.with(configure: { $0.auditRetention = 86_400 }) { server in
            for index in 0..<5 {
                _ = try await server.admin("", ["localId": .string("u\(index)"), "email": .string("u\(index)@example.com")])
                server.clock.advance(seconds: 1)
            }
            let all = try await Self.entries(server, "kind=account.create")
            #expect(all.compactMap { $0["target"]?.stringValue } == ["u4", "u3", "u2", "u1", "u0"])
            let first = try #require(all.last?["time"]?.stringValue)
            let third = try #require(all[2]["time"]?.stringValue)
            #expect(
                try await Self.entries(server, "kind=account.create&since=\(first)&until=\(third)")
                    .compactMap { $0["target"]?.stringValue } == ["u1", "u0"])
            #expect(try await Self.entries(server, "actor=console").isEmpty)
            #expect(try await Self.entries(server, "actor=adminKey").count == 5)
            let bad = try await server.request("GET", Self.path + "?pageToken=nonsense", credential: .bearer())
            #expect(bad.errorMessage == "INVALID_ARGUMENT : pageToken is not one this server gave.")
            #expect(try await server.request("GET", Self.path + "?pageSize=0", credential: .bearer()).status == 400)
            // Only the admin bearer reads the log.
            #expect(try await server.request("GET", Self.path).errorMessage == "INSUFFICIENT_PERMISSION")
            // Maintenance prunes what is older than the retention.
            server.clock.advance(seconds: 86_400 + 3)
            _ = try await server.admin("", ["localId": "late", "email": "late@example.com"])
            server.server.runMaintenance()
            #expect(try await Self.entries(server).compactMap { $0["target"]?.stringValue } == ["late"])
        }
    }
}
