import Foundation
import Testing

@testable import IdentityServer
import AuthCrypto

/// Phone-number sign-in over loopback: `sendVerificationCode`, then `signInWithPhoneNumber`
/// (v1 and the iOS SDK's v3 paths), delivery, limits, linking and temporary proofs.
@Suite struct PhoneSignInTests {
    static let number = "+15555550123"
    static let v3 = "/www.googleapis.com/identitytoolkit/v3/relyingparty/"

    /// Production mode with an app verifier that accepts and an `--sms-command` script that appends
    /// `NUMBER<TAB>TEXT` lines to `sms.log` in the server's directory.
    static func configureCommand(_ directory: TemporaryDirectory) throws -> (inout ServerConfiguration) ->
        Void
    {
        let script = directory.file("send-sms")
        try "#!/bin/sh\nprintf '%s\\t%s\\n' \"$1\" \"$2\" >> \"\(directory.file("sms.log"))\"\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return {
            $0.phone.smsCommand = script
            $0.phone.appVerifier = .acceptAll
        }
    }

    /// The codes the script was handed, in order, for `number`.
    static func sentCodes(_ directory: TemporaryDirectory, to number: String = number) throws -> [String] {
        let log = (try? String(contentsOfFile: directory.file("sms.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, parts[0] == number else { return nil }
            return parts[1].split(separator: " ").first.map(String.init)
        }
    }

    static func send(_ server: TestServer, _ number: String = number, extra: [String: JSON] = [:])
        async throws
        -> TestServer.Reply
    {
        var fields: [String: JSON] = [
            "phoneNumber": .string(number), "iosReceipt": "receipt", "iosSecret": "secret",
        ]
        for (key, value) in extra { fields[key] = value }
        return try await server.post(v3 + "sendVerificationCode", .object(fields))
    }

    static func verify(_ server: TestServer, _ sessionInfo: String?, _ code: String, idToken: String? = nil)
        async throws -> TestServer.Reply
    {
        var fields: [String: JSON] = ["code": .string(code)]
        if let sessionInfo { fields["sessionInfo"] = .string(sessionInfo) }
        if let idToken { fields["idToken"] = .string(idToken) }
        return try await server.post(v3 + "verifyPhoneNumber", .object(fields))
    }

    @Test func aCodeSignsInCreatesTheAccountOnceAndIsSingleUse() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory, configure: try Self.configureCommand(directory)) {
            server in
            let sent = try await Self.send(server)
            #expect(sent.status == 200, "\(sent.text)")
            try EndpointSchemaConformanceTests().expectConforms(sent, EndpointSchemas.sendVerificationCode)
            let sessionInfo = try #require(sent.string("sessionInfo"))
            let code = try #require(try Self.sentCodes(directory).last)
            #expect(code.count == 6 && code.allSatisfy(\.isNumber))
            let wrong = code == "000000" ? "111111" : "000000"
            #expect(try await Self.verify(server, sessionInfo, wrong).errorMessage == "INVALID_CODE")
            let first = try await Self.verify(server, sessionInfo, code)
            #expect(first.status == 200, "\(first.text)")
            try EndpointSchemaConformanceTests().expectConforms(first, EndpointSchemas.signInWithPhoneNumber)
            #expect(first.string("kind") == "identitytoolkit#VerifyPhoneNumberResponse")
            #expect(first["isNewUser"] == true)
            #expect(first.string("phoneNumber") == Self.number)
            let localId = try #require(first.string("localId"))
            let claims = try TokenInspection.payload(of: try #require(first.string("idToken")))
            #expect(claims["phone_number"]?.stringValue == Self.number)
            #expect(claims["firebase"]?["sign_in_provider"] == "phone")
            #expect(claims["firebase"]?["identities"]?["phone"] == [.string(Self.number)])
            #expect(try await Self.verify(server, sessionInfo, code).errorMessage == "INVALID_SESSION_INFO")

            // The v1 paths: a second code signs in to the same account.
            let again = try await server.accounts(
                "sendVerificationCode", ["phoneNumber": .string(Self.number), "recaptchaToken": "t"])
            let second = try await server.accounts(
                "signInWithPhoneNumber",
                [
                    "sessionInfo": again["sessionInfo"]!,
                    "code": .string(try #require(try Self.sentCodes(directory).last)),
                ])
            #expect(second.string("localId") == localId)
            #expect(second["isNewUser"] == false)
            #expect(try await server.refresh(try #require(second.string("refreshToken"))).status == 200)
            let lookup = try await server.accounts("lookup", ["idToken": second["idToken"]!])
            #expect(lookup.json["users"]?.arrayValue?.first?["phoneNumber"]?.stringValue == Self.number)
        }
    }

    @Test func badNumbersMissingFieldsAndUnknownSessionsAreRefused() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory, configure: try Self.configureCommand(directory)) {
            server in
            for bad in ["5555550123", "+1555", "+1555555012345678", "+1555abc0123"] {
                #expect(
                    try await Self.send(server, bad).errorMessage == "INVALID_PHONE_NUMBER : Invalid format.",
                    "\(bad)")
            }
            let missing = try await server.post(Self.v3 + "sendVerificationCode", ["iosReceipt": "r"])
            #expect(missing.errorMessage == "INVALID_PHONE_NUMBER : Invalid format.")
            #expect(try await Self.verify(server, nil, "123456").errorMessage == "MISSING_SESSION_INFO")
            let noCode = try await server.post(Self.v3 + "verifyPhoneNumber", ["sessionInfo": "x"])
            #expect(noCode.errorMessage == "MISSING_CODE")
            #expect(try await Self.verify(server, "made-up", "123456").errorMessage == "INVALID_SESSION_INFO")
            #expect(try Self.sentCodes(directory, to: "5555550123").isEmpty)
        }
    }

    @Test func wrongCodesUseUpTheSessionAndCodesExpire() async throws {
        let directory = try TemporaryDirectory()
        let clock = ManualClock()
        let configure = try Self.configureCommand(directory)
        try await TestServer.with(directory: directory, clock: clock, configure: { configure(&$0) }) {
            server in
            let sessionInfo = try #require(try await Self.send(server).string("sessionInfo"))
            let code = try #require(try Self.sentCodes(directory).last)
            let wrong = code == "000000" ? "111111" : "000000"
            for _ in 0..<5 {
                #expect(try await Self.verify(server, sessionInfo, wrong).errorMessage == "INVALID_CODE")
            }
            // The sixth try fails even with the right code.
            #expect(try await Self.verify(server, sessionInfo, code).errorMessage == "SESSION_EXPIRED")

            let later = try #require(try await Self.send(server).string("sessionInfo"))
            let laterCode = try #require(try Self.sentCodes(directory).last)
            clock.advance(seconds: 301)
            #expect(try await Self.verify(server, later, laterCode).errorMessage == "SESSION_EXPIRED")
        }
    }

    @Test func codesAreLimitedPerNumberAndPerAddress() async throws {
        let directory = try TemporaryDirectory()
        let configure = try Self.configureCommand(directory)
        try await TestServer.with(
            directory: directory,
            configure: {
                configure(&$0)
                $0.rateLimits.smsPerNumber = 2
                $0.rateLimits.smsPerIP = 4
            }
        ) { (server: TestServer) async throws in
            #expect(try await Self.send(server).status == 200)
            #expect(try await Self.send(server).status == 200)
            #expect(try await Self.send(server).errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
            #expect(try Self.sentCodes(directory).count == 2)
            // Another number from the same address (the refused send counted too): the address's own limit.
            #expect(try await Self.send(server, "+15555550999").status == 200)
            #expect(try await Self.send(server, "+15555550998").errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
        }
    }

    @Test func productionNeedsAnAppVerifierAndADeliveryChannel() async throws {
        try await TestServer.with(configure: { $0.phone.smsWebhookURL = "http://127.0.0.1:9/sms" }) {
            server in
            let refused = try await Self.send(server)
            #expect(
                refused.errorMessage
                    == "OPERATION_NOT_ALLOWED : Phone verification needs an app verifier: start the server with --phone-app-verifier."
            )
        }
        try await TestServer.with(configure: { $0.phone.appVerifier = .acceptAll }) { server in
            let refused = try await Self.send(server)
            #expect(
                refused.errorMessage
                    == "OPERATION_NOT_ALLOWED : SMS delivery is not configured: start the server with --sms-command or --sms-webhook-url."
            )
        }
    }

    @Test func aVerifierCommandDecidesFromTheAppsProof() async throws {
        let directory = try TemporaryDirectory()
        let verifier = directory.file("verify-app")
        // Accepts only the receipt "good" (the request's fields arrive as JSON on stdin).
        try "#!/bin/sh\ngrep -q '\"iosReceipt\":\"good\"'\n".write(
            toFile: verifier, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: verifier)
        let configure = try Self.configureCommand(directory)
        try await TestServer.with(
            directory: directory,
            configure: {
                configure(&$0)
                $0.phone.appVerifier = .command(verifier)
            }
        ) { server in
            let none = try await server.post(
                Self.v3 + "sendVerificationCode", ["phoneNumber": .string(Self.number)])
            #expect(none.errorMessage == "MISSING_APP_CREDENTIAL")
            #expect(
                try await Self.send(server, extra: ["iosReceipt": "bad"]).errorMessage
                    == "INVALID_APP_CREDENTIAL")
            let captcha = try await server.post(
                Self.v3 + "sendVerificationCode",
                ["phoneNumber": .string(Self.number), "recaptchaToken": "nope"])
            #expect(captcha.errorMessage == "INVALID_RECAPTCHA_TOKEN")
            #expect(try Self.sentCodes(directory).isEmpty)
            #expect(try await Self.send(server, extra: ["iosReceipt": "good"]).status == 200)
            #expect(try Self.sentCodes(directory).count == 1)
        }
    }

    @Test func aWebhookDeliversTheCodeAndAFailedDeliveryIsReported() async throws {
        let sink = try SMSWebhookSink()
        let broken = try SMSWebhookSink(status: 500)
        defer {
            Task {
                await sink.stop(); await broken.stop()
            }
        }
        try await TestServer.with(configure: {
            $0.phone.smsWebhookURL = sink.url
            $0.phone.appVerifier = .acceptAll
        }) { server in
            let sessionInfo = try #require(try await Self.send(server).string("sessionInfo"))
            let (number, message) = try #require(sink.messages.last)
            #expect(number == Self.number)
            let code = String(message.prefix(6))
            #expect(message.hasSuffix("is your verification code for sesame-local."))
            #expect(try await Self.verify(server, sessionInfo, code).status == 200)
        }
        try await TestServer.with(configure: {
            $0.phone.smsWebhookURL = broken.url
            $0.phone.appVerifier = .acceptAll
        }) { server in
            let failed = try await Self.send(server)
            #expect(failed.status == 503)
            #expect(
                failed.errorMessage
                    == "UNAVAILABLE : The verification code could not be sent; try again later.")
            #expect(broken.messages.count == 1)
        }
    }

    @Test func testNumbersUseTheirFixedCodeAndGetNoSMS() async throws {
        let directory = try TemporaryDirectory()
        let configure = try Self.configureCommand(directory)
        try await TestServer.with(
            directory: directory,
            configure: {
                configure(&$0)
                $0.phone.testNumbers = ["+15555550100": "424242"]
            }
        ) { server in
            let sessionInfo = try #require(try await Self.send(server, "+15555550100").string("sessionInfo"))
            #expect(try Self.sentCodes(directory, to: "+15555550100").isEmpty)
            let signedIn = try await Self.verify(server, sessionInfo, "424242")
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(signedIn.string("phoneNumber") == "+15555550100")
        }
    }

    @Test func linkingAddsTheNumberOrAnswersATemporaryProofThatSignsInOnce() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory, configure: try Self.configureCommand(directory)) {
            server in
            let anonymous = try await server.accounts("signUp", ["returnSecureToken": true])
            let anonymousId = try #require(anonymous.string("localId"))
            let session = try #require(try await Self.send(server).string("sessionInfo"))
            let linked = try await Self.verify(
                server, session, try #require(try Self.sentCodes(directory).last),
                idToken: anonymous.string("idToken"))
            #expect(linked.status == 200, "\(linked.text)")
            #expect(linked.string("localId") == anonymousId)
            #expect(linked["isNewUser"] == false)

            let other = try await server.signUp("other@example.com")
            let otherSession = try #require(try await Self.send(server).string("sessionInfo"))
            let conflict = try await Self.verify(
                server, otherSession, try #require(try Self.sentCodes(directory).last),
                idToken: other.string("idToken"))
            #expect(conflict.status == 200, "\(conflict.text)")
            #expect(conflict["idToken"] == nil)
            #expect(conflict.string("phoneNumber") == Self.number)
            #expect(conflict.string("temporaryProofExpiresIn") == "3600")
            let proof = try #require(conflict.string("temporaryProof"))
            let wrongNumber = try await server.post(
                Self.v3 + "verifyPhoneNumber",
                ["temporaryProof": .string(proof), "phoneNumber": "+15555550999"])
            #expect(wrongNumber.errorMessage == "INVALID_TEMPORARY_PROOF")
            let viaProof = try await server.post(
                Self.v3 + "verifyPhoneNumber",
                ["temporaryProof": .string(proof), "phoneNumber": .string(Self.number)])
            #expect(viaProof.status == 200, "\(viaProof.text)")
            #expect(viaProof.string("localId") == anonymousId)
            let reused = try await server.post(
                Self.v3 + "verifyPhoneNumber",
                ["temporaryProof": .string(proof), "phoneNumber": .string(Self.number)])
            #expect(reused.errorMessage == "INVALID_TEMPORARY_PROOF")
            let noNumber = try await server.post(
                Self.v3 + "verifyPhoneNumber", ["temporaryProof": .string(proof)])
            #expect(noNumber.errorMessage == "MISSING_PHONE_NUMBER")
        }
    }

    @Test func theEmulatorAcceptsEveryAppAndListsOpenCodes() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let sessionInfo = try #require(try await Self.send(server).string("sessionInfo"))
            let listing = try await server.request(
                "GET", "/emulator/v1/projects/sesame-local/verificationCodes")
            #expect(listing.status == 200, "\(listing.text)")
            try EndpointSchemaConformanceTests().expectConforms(listing, EndpointSchemas.verificationCodes)
            let entry = try #require(listing.json["verificationCodes"]?.arrayValue?.last)
            #expect(entry["phoneNumber"]?.stringValue == Self.number)
            #expect(entry["sessionInfo"]?.stringValue == sessionInfo)
            let code = try #require(entry["code"]?.stringValue)
            #expect(try await Self.verify(server, sessionInfo, code).status == 200)
            let after = try await server.request(
                "GET", "/emulator/v1/projects/sesame-local/verificationCodes")
            #expect(after.json["verificationCodes"] == [])
        }
    }
}

extension TemporaryDirectory {
    /// A path in the directory.
    fileprivate func file(_ name: String) -> String { path + "/" + name }
}
