import AuthCrypto
import Foundation
import IdentityServer
import Testing

@Suite struct OutOfBandTests {
    /// The last message the outbox file holds for `email`.
    static func lastCode(in server: TestServer, for email: String) throws -> String? {
        let path = server.directory.path + "/outbox.jsonl"
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").compactMap { JSON.parse(Data($0.utf8)) }
        return lines.last { $0["to"]?.stringValue == email }?["oobCode"]?.stringValue
    }

    @Test func passwordResetCodeIsSingleUseAndRevokesSessions() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("reset@example.com")
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "reset@example.com"])
            #expect(
                sent.json == [
                    "kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": "reset@example.com",
                ])
            let code = try #require(try Self.lastCode(in: server, for: "reset@example.com"))
            #expect(code.count >= 22)
            let check = try await server.accounts("resetPassword", ["oobCode": .string(code)])
            #expect(
                check.json == [
                    "kind": "identitytoolkit#ResetPasswordResponse", "requestType": "PASSWORD_RESET",
                    "email": "reset@example.com",
                ])
            let weak = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "1"])
            #expect(weak.errorMessage == "WEAK_PASSWORD : Password should be at least 6 characters")
            let reset = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "reset-pass-9"])
            #expect(reset.status == 200)
            let again = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "reset-pass-9"])
            #expect(again.errorMessage == "INVALID_OOB_CODE")
            #expect(try await server.signIn("reset@example.com", "reset-pass-9").status == 200)
            #expect(
                try await server.refresh(try #require(signUp.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(try await server.accounts("resetPassword", [:]).errorMessage == "MISSING_OOB_CODE")
        }
    }

    @Test func codesExpire() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("expire@example.com")
            _ = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "expire@example.com"])
            let code = try #require(try Self.lastCode(in: server, for: "expire@example.com"))
            server.clock.advance(seconds: 3601)
            let expired = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "later-pass-1"])
            #expect(expired.errorMessage == "EXPIRED_OOB_CODE")
        }
    }

    @Test func unknownEmailGetsTheSameAnswerUnderEnumerationProtection() async throws {
        try await TestServer.with { server in
            let reply = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "ghost@example.com"])
            #expect(
                reply.json == [
                    "kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": "ghost@example.com",
                ])
            #expect(try Self.lastCode(in: server, for: "ghost@example.com") == nil)
            #expect(
                try await server.accounts("sendOobCode", ["email": "x@y.co"]).errorMessage
                    == "MISSING_REQ_TYPE")
        }
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server in
            let reply = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "ghost@example.com"])
            #expect(reply.errorMessage == "EMAIL_NOT_FOUND")
        }
    }

    @Test func verifyEmailCodeMarksTheAddressVerified() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("verify@example.com")
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": 4, "idToken": signUp["idToken"]!])
            #expect(sent.string("email") == "verify@example.com")
            let code = try #require(try Self.lastCode(in: server, for: "verify@example.com"))
            let wrongUse = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "abcdef-1"])
            #expect(wrongUse.errorMessage == "INVALID_OOB_CODE")
            let applied = try await server.accounts("update", ["oobCode": .string(code)])
            #expect(applied["emailVerified"] == .bool(true))
            let lookup = try await server.accounts("lookup", ["idToken": signUp["idToken"]!])
            #expect(lookup.json["users"]?.arrayValue?.first?["emailVerified"] == .bool(true))
            #expect(
                try await server.accounts("update", ["oobCode": .string(code)]).errorMessage
                    == "INVALID_OOB_CODE")
        }
    }

    @Test func unprivilegedCallersCannotAskForTheLink() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("link@example.com")
            let refused = try await server.accounts(
                "sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "link@example.com", "returnOobLink": true])
            #expect(refused.errorMessage == "INSUFFICIENT_PERMISSION")
            let admin = try await server.admin(
                ":sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "link@example.com", "returnOobLink": true])
            #expect(admin.string("oobLink")?.contains("mode=resetPassword") == true)
            #expect(admin.string("oobCode") != nil)
        }
    }
}

@Suite struct ActionLinkTests {
    @Test func actionLinkResetsThePasswordAndVerifiesTheEmail() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("action@example.com")
            let reset = try await server.admin(
                ":sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "action@example.com", "returnOobLink": true])
            let link = try #require(reset.string("oobLink"))
            #expect(link.hasPrefix(server.base + "/__/auth/action?mode=resetPassword&oobCode="))
            #expect(link.contains("&apiKey=\(TestServer.apiKey)&lang=en"))
            // The emulator's JSON action endpoint takes the same query.
            let path = "/emulator/action?" + String(link.split(separator: "?")[1])
            let followed = try await server.request(
                "GET", path + "&newPassword=linked-pass-1", credential: .none)
            #expect(followed.string("requestType") == "PASSWORD_RESET")
            #expect(try await server.signIn("action@example.com", "linked-pass-1").status == 200)
            let verify = try await server.admin(
                ":sendOobCode",
                ["requestType": "VERIFY_EMAIL", "email": "action@example.com", "returnOobLink": true])
            let verifyLink = try #require(verify.string("oobLink"))
            let verifyPath = "/emulator/action?" + String(verifyLink.split(separator: "?")[1])
            let verified = try await server.request("GET", verifyPath, credential: .none)
            #expect(verified["emailVerified"] == .bool(true))
            let reused = try await server.request("GET", verifyPath, credential: .none)
            #expect(reused.errorMessage == "INVALID_OOB_CODE")
        }
    }
}
