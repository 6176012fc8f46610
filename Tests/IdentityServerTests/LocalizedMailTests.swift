import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Mail and SMS over loopback in the request's language (`X-Firebase-Locale`, then the project's
/// `notification.defaultLocale`, then English), from the project's templates (`notification.sendEmail`)
/// where an admin set them, and in a tenant only when it inherits them.
@Suite struct LocalizedMailTests {
    static let config = "/identitytoolkit.googleapis.com/v2/projects/sesame-local/config"

    /// The outbox file's messages, oldest first.
    static func outbox(_ server: TestServer) throws -> [JSON] {
        let path = server.directory.path + "/outbox.jsonl"
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .compactMap { JSON.parse(Data($0.utf8)) }
    }

    static func signUp(_ server: TestServer, _ email: String, name: String, tenant: String? = nil)
        async throws
    {
        var body: [String: JSON] = [
            "email": .string(email), "password": "secret-1", "displayName": .string(name),
            "returnSecureToken": true,
        ]
        if let tenant { body["tenantId"] = .string(tenant) }
        let reply = try await server.accounts("signUp", .object(body))
        #expect(reply.status == 200, "\(reply.text)")
    }

    static func reset(_ server: TestServer, _ email: String, locale: String? = nil, tenant: String? = nil)
        async throws -> JSON
    {
        var body: [String: JSON] = ["requestType": "PASSWORD_RESET", "email": .string(email)]
        if let tenant { body["tenantId"] = .string(tenant) }
        let reply = try await server.request(
            "POST", "/identitytoolkit.googleapis.com/v1/accounts:sendOobCode", json: .object(body),
            headers: locale.map { ["X-Firebase-Locale": $0] } ?? [:])
        #expect(reply.status == 200, "\(reply.text)")
        return try #require(try outbox(server).last { $0["to"]?.stringValue == email })
    }

    @Test func theRequestsLocaleThenTheProjectsDefaultChoosesTheLanguage() async throws {
        try await TestServer.with(configure: { $0.appName = "Acme Notes" }) { server in
            try await Self.signUp(server, "kim@acme.test", name: "<b>Kim</b>")
            let korean = try await Self.reset(server, "kim@acme.test", locale: "ko-KR")
            #expect(korean["subject"] == "Acme Notes 새 비밀번호 설정")
            #expect(korean["language"] == "ko")
            let body = try #require(korean["body"]?.stringValue)
            let link = try #require(korean["link"]?.stringValue)
            #expect(link.contains("lang=ko"))
            #expect(body.contains("<b>Kim</b>님, 안녕하세요."))
            #expect(body.contains("\n" + link + "\n"))
            #expect(body.contains("1시간"))
            let html = try #require(korean["html"]?.stringValue)
            #expect(html.contains("&lt;b&gt;Kim&lt;/b&gt;님"))
            #expect(!html.contains("<b>Kim"))
            #expect(korean["from"] == "sesame@localhost")

            #expect(try await Self.reset(server, "kim@acme.test")["language"] == "en")
            let patched = try await server.request(
                "PATCH", Self.config + "?updateMask=notification.defaultLocale",
                json: ["notification": ["defaultLocale": "ko"]], credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(try await Self.reset(server, "kim@acme.test")["language"] == "ko")
            #expect(try await Self.reset(server, "kim@acme.test", locale: "fr")["language"] == "ko")
            let english = try await Self.reset(server, "kim@acme.test", locale: "en")
            #expect(english["subject"] == "Choose a new password for Acme Notes")
            #expect(english["body"]?.stringValue?.contains("1 hour") == true)
        }
    }

    @Test func theProjectsTemplatesApplyAndTenantsUseThemOnlyWhenTheyInheritThem() async throws {
        try await TestServer.with(configure: { $0.smtpFrom = "Acme <auth@acme.test>" }) { server in
            let template: JSON = [
                "subject": "Reset for %DISPLAY_NAME% at %APP_NAME%", "bodyFormat": "HTML",
                "body": "<p>Hi %DISPLAY_NAME%, <a href=\"%LINK%\">reset %EMAIL%</a></p>",
                "senderDisplayName": "Acme Help", "senderLocalPart": "help", "replyTo": "support@acme.test",
            ]
            let patched = try await server.request(
                "PATCH", Self.config + "?updateMask=notification.sendEmail.resetPasswordTemplate",
                json: ["notification": ["sendEmail": ["resetPasswordTemplate": template]]],
                credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(patched["notification"]?["sendEmail"]?["resetPasswordTemplate"]?["customized"] == true)

            try await Self.signUp(server, "lee@acme.test", name: "Lee & <i>Co</i>")
            let mail = try await Self.reset(server, "lee@acme.test", locale: "ko")
            let link = try #require(mail["link"]?.stringValue)
            #expect(mail["subject"] == "Reset for Lee & <i>Co</i> at sesame-local")
            #expect(mail["from"] == "Acme Help <help@acme.test>")
            #expect(mail["replyTo"] == "support@acme.test")
            #expect(
                mail["html"]?.stringValue
                    == "<p>Hi Lee &amp; &lt;i&gt;Co&lt;/i&gt;, <a href=\"\(link.replacingOccurrences(of: "&", with: "&amp;"))\">reset lee@acme.test</a></p>"
            )
            #expect(mail["body"]?.stringValue == "Hi Lee & <i>Co</i>, reset lee@acme.test (\(link))")

            // A tenant gets the built-in mail unless it inherits the project's e-mail settings.
            let own = try await TenantTests.create(
                server, ["displayName": "Own-Mail", "allowPasswordSignup": true])
            let inheriting = try await TenantTests.create(
                server,
                [
                    "displayName": "Inherits", "allowPasswordSignup": true,
                    "inheritance": ["emailSendingConfig": true],
                ])
            try await Self.signUp(server, "own@acme.test", name: "Own", tenant: own)
            try await Self.signUp(server, "inh@acme.test", name: "Inh", tenant: inheriting)
            let builtIn = try await Self.reset(server, "own@acme.test", tenant: own)
            #expect(builtIn["subject"] == "Choose a new password for sesame-local")
            #expect(builtIn["from"] == "Acme <auth@acme.test>")
            #expect(builtIn["replyTo"] == nil)
            let inherited = try await Self.reset(server, "inh@acme.test", tenant: inheriting)
            #expect(inherited["subject"] == "Reset for Inh at sesame-local")
            #expect(inherited["from"] == "Acme Help <help@acme.test>")
        }
    }

    @Test func aTemplateThatCouldNotBeSentIsRefused() async throws {
        try await TestServer.with { server in
            for template: JSON in [
                ["bodyFormat": "RTF"], ["replyTo": "a@x.test\r\nBcc: b@x.test"], ["subject": "a\nb"],
            ] {
                let reply = try await server.request(
                    "PATCH", Self.config,
                    json: ["notification": ["sendEmail": ["verifyEmailTemplate": template]]],
                    credential: .bearer())
                #expect(reply.status == 400)
                #expect(
                    reply.errorMessage?.hasPrefix(
                        "INVALID_ARGUMENT : notification.sendEmail.verifyEmailTemplate.") == true)
            }
        }
    }

    @Test func smtpFromTakesADisplayNameAndRefusesWhatIsNotAMailbox() throws {
        let named = try ServerConfiguration.parse(
            arguments: ["--emulator", "--smtp-from", "Sesame <no-reply@example.com>", "--app-name", "Acme"],
            environment: [:])
        #expect(named.smtpFrom == "Sesame <no-reply@example.com>")
        #expect(named.appName == "Acme")
        #expect(try ServerConfiguration.parse(arguments: ["--emulator"], environment: [:]).appName == nil)
        for bad in ["Sesame", "Sesame <no-reply>", "a b@example.com", "Evil <a@x.test>, <b@x.test>"] {
            #expect(throws: ConfigurationError.self, "\(bad)") {
                try ServerConfiguration.parse(
                    arguments: ["--emulator", "--smtp-from", bad], environment: [:])
            }
        }
    }

    static let koreanSMS = #"^Acme Notes 인증 코드는 \d{6}입니다\.$"#
    static let englishSMS = #"^\d{6} is your verification code for Acme Notes\.$"#

    /// A server for "Acme Notes" that texts through a webhook; `text` asks it for a code with a locale
    /// (in a tenant, to a number) and answers the SMS it sent.
    static func withSMS(
        _ body: (_ server: TestServer, _ text: (String, String?, String) async throws -> String) async throws
            -> Void
    ) async throws {
        let sink = try SMSWebhookSink()
        defer { Task { await sink.stop() } }
        try await TestServer.with(configure: {
            $0.phone.smsWebhookURL = sink.url
            $0.phone.appVerifier = .acceptAll
            $0.appName = "Acme Notes"
        }) { server in
            try await body(server) { locale, tenant, number in
                var fields: [String: JSON] = [
                    "phoneNumber": .string(number), "iosReceipt": "r", "iosSecret": "s",
                ]
                if let tenant { fields["tenantId"] = .string(tenant) }
                let reply = try await server.request(
                    "POST", PhoneSignInTests.v3 + "sendVerificationCode", json: .object(fields),
                    headers: ["X-Firebase-Locale": locale])
                #expect(reply.status == 200, "\(reply.text)")
                return try #require(sink.messages.last?.1)
            }
        }
    }

    @Test func theSMSTextIsInTheRequestsLanguageAndNamesTheApp() async throws {
        try await Self.withSMS { _, text in
            for (locale, pattern) in [("ko", Self.koreanSMS), ("en-GB", Self.englishSMS)] {
                let message = try await text(locale, nil, PhoneSignInTests.number)
                #expect(message.range(of: pattern, options: .regularExpression) != nil, "\(message)")
            }
        }
    }

    /// `notification.sendSms.useDeviceLocale` (Identity Platform's): false sends every SMS in the project's
    /// default language whatever the request's locale, in the project's tenants too; true (and unset)
    /// follows the request. Kept and answered by the config resource like the rest of `notification`.
    @Test func useDeviceLocaleFalseSendsTheSMSInTheProjectsLanguage() async throws {
        try await Self.withSMS { server, text in
            func patch(_ useDeviceLocale: Bool) async throws -> TestServer.Reply {
                try await server.request(
                    "PATCH",
                    Self.config + "?updateMask=notification.defaultLocale,"
                        + "notification.sendSms.useDeviceLocale",
                    json: [
                        "notification": [
                            "defaultLocale": "ko", "sendSms": ["useDeviceLocale": .bool(useDeviceLocale)],
                        ]
                    ],
                    credential: .bearer())
            }
            let patched = try await patch(false)
            #expect(patched.status == 200, "\(patched.text)")
            #expect(patched["notification"]?["sendSms"]?["useDeviceLocale"] == false)
            let read = try await server.request("GET", Self.config, credential: .bearer())
            #expect(read["notification"]?["sendSms"]?["useDeviceLocale"] == false)
            #expect(read["notification"]?["defaultLocale"] == "ko")
            let notBoolean = try await server.request(
                "PATCH", Self.config + "?updateMask=notification.sendSms.useDeviceLocale",
                json: ["notification": ["sendSms": ["useDeviceLocale": "no"]]], credential: .bearer())
            #expect(
                notBoolean.errorMessage
                    == "INVALID_ARGUMENT : notification.sendSms.useDeviceLocale must be a boolean.")

            let project = try await text("en", nil, PhoneSignInTests.number)
            #expect(project.range(of: Self.koreanSMS, options: .regularExpression) != nil, "\(project)")
            let tenant = try await TenantTests.create(server, ["displayName": "Phones"])
            let tenants = try await text("en", tenant, "+15555550124")
            #expect(tenants.range(of: Self.koreanSMS, options: .regularExpression) != nil, "\(tenants)")

            #expect(try await patch(true).status == 200)
            let followed = try await text("en", nil, "+15555550125")
            #expect(followed.range(of: Self.englishSMS, options: .regularExpression) != nil, "\(followed)")
        }
    }
}
