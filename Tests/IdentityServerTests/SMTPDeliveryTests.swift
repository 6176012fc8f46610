import Foundation
import ServerTestSupport
import Storage
import Testing

@testable import IdentityServer

/// Outbox mail over SMTP to a sink on a loopback port.
@Suite struct SMTPDeliveryTests {
    static func smtp(_ sink: SMTPSink) -> (inout ServerConfiguration) -> Void {
        { configuration in
            configuration.smtpServer = SMTPServerAddress(host: "127.0.0.1", port: sink.port)
            configuration.smtpFrom = "Sesame Auth <auth@sesame.test>"
        }
    }

    /// The `oobCode` query value of the first link in `text`.
    static func code(in text: String) -> String? {
        guard let start = text.range(of: "oobCode=") else { return nil }
        return String(text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    @Test func passwordResetMailArrivesWithAWorkingCodeLinkAndIsMarkedSent() async throws {
        let sink = try SMTPSink()
        defer { sink.close() }
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory, configure: Self.smtp(sink)) { server in
            #expect(try await server.signUp("reader@sesame.test").status == 200)
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "reader@sesame.test"])
            #expect(sent.status == 200)
            let mail = try #require(sink.nextMessage())
            #expect(mail.sender == "auth@sesame.test")
            #expect(mail.recipients == ["reader@sesame.test"])
            #expect(mail.hello == "localhost")
            #expect(mail.bareLineFeeds == 0)
            #expect(mail.data.contains("\r\nSubject: Choose a new password for sesame-local\r\n"))
            #expect(
                mail.data.hasPrefix("From: \"Sesame Auth\" <auth@sesame.test>\r\nTo: reader@sesame.test\r\n"))
            let messageID = "\r\nMessage-ID: <[A-Za-z0-9_-]+@sesame.test>\r\n"
            #expect(mail.data.range(of: messageID, options: .regularExpression) != nil)
            #expect(mail.data.contains("\r\nContent-Type: multipart/alternative; boundary="))
            #expect(mail.data.contains("\r\nContent-Type: text/html; charset=utf-8\r\n"))
            #expect(mail.data.contains("/__/auth/action?mode=resetPassword&oobCode="))
            let code = try #require(Self.code(in: mail.data))
            let reset = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "mailed-pass-7"])
            #expect(reset.status == 200)
            #expect(try await server.signIn("reader@sesame.test", "mailed-pass-7").status == 200)
            #expect(!FileManager.default.fileExists(atPath: directory.path + "/outbox.jsonl"))
        }
        let (messages, pending) = try ServerTestDatabase.withStore(dataDirectory: directory.path) { store in
            (
                try store.outboxMessages(pendingOnly: false, limit: 10),
                try store.outboxMessages(pendingOnly: true, limit: 10)
            )
        }
        #expect(messages.count == 1)
        #expect(messages.first?.to == "reader@sesame.test")
        #expect(messages.first?.sentAt != nil)
        #expect(pending.isEmpty)
    }

    @Test func aTemporaryRefusalIsRetriedOnANewConnection() async throws {
        let sink = try SMTPSink(refusing: 1)
        defer { sink.close() }
        try await TestServer.with(configure: Self.smtp(sink)) { server in
            #expect(try await server.signUp("later@sesame.test").status == 200)
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "later@sesame.test"])
            #expect(sent.status == 200)
            let mail = try #require(sink.nextMessage())
            #expect(mail.recipients == ["later@sesame.test"])
            #expect(sink.connectionCount == 2)
        }
    }

    @Test func clientDotStuffsAndSendsCRLFLines() throws {
        let sink = try SMTPSink()
        defer { sink.close() }
        let body = "first line\n.hidden dot line\r\n..two dots\rlast line"
        let message = MailMessage(
            from: "a@sesame.test", to: "b@sesame.test", subject: "Grüße\r\nBcc: evil@x.test", body: body,
            date: Date(timeIntervalSince1970: 0), messageID: "m1@sesame")
        try SMTPClient(server: SMTPServerAddress(host: "127.0.0.1", port: sink.port))
            .send(message, from: "a@sesame.test", to: "b@sesame.test")
        let mail = try #require(sink.nextMessage())
        #expect(mail.bareLineFeeds == 0)
        #expect(mail.data.hasSuffix("\r\n\r\nfirst line\r\n.hidden dot line\r\n..two dots\r\nlast line"))
        #expect(mail.data.contains("Subject: =?UTF-8?B?"))
        #expect(!mail.data.contains("\r\nBcc:"))
        #expect(mail.data.contains("Date: Thu, 01 Jan 1970 00:00:00 +0000\r\n"))
        #expect(message.dataSection.suffix(5) == Array("\r\n.\r\n".utf8))
    }

    @Test func refusedRecipientIsAPermanentErrorAndUnusableAddressesAreRejected() throws {
        let client = SMTPClient(server: SMTPServerAddress(host: "127.0.0.1", port: 9))
        let message = MailMessage(
            from: "a@sesame.test", to: "b@sesame.test", subject: "s", body: "b", date: Date(), messageID: "m")
        #expect(throws: SMTPError.invalidAddress) {
            try client.send(message, from: "a@sesame.test", to: "b@sesame.test>\r\nRCPT TO:<c@x.test")
        }
        #expect(SMTPError.reply(.recipient, code: 550).isPermanent)
        #expect(!SMTPError.reply(.greeting, code: 421).isPermanent)
        #expect(!SMTPError.socket(.connect, errno: ECONNREFUSED).description.contains("@"))
    }

    @Test func smtpFlagsParse() throws {
        let configuration = try ServerConfiguration.parse(
            arguments: ["--emulator", "--smtp-url", "smtp://127.0.0.1:2525", "--smtp-from", "x@sesame.test"],
            environment: [:])
        #expect(configuration.smtpServer == SMTPServerAddress(host: "127.0.0.1", port: 2525))
        #expect(configuration.smtpFrom == "x@sesame.test")
        #expect(MailAddress(parsing: configuration.smtpFrom) == MailAddress(address: "x@sesame.test"))
        #expect(SMTPServerAddress(url: "smtp://[::1]")?.host == "::1")
        #expect(SMTPServerAddress(url: "smtp://mail.example.test")?.port == 25)
        for bad in ["http://x:25", "smtp://", "smtp://u@x:25", "smtp://x:0", "smtp://x:99999"] {
            #expect(throws: ConfigurationError.self) {
                try ServerConfiguration.parse(arguments: ["--emulator", "--smtp-url", bad], environment: [:])
            }
        }
        #expect(try ServerConfiguration.parse(arguments: ["--emulator"], environment: [:]).smtpServer == nil)
    }
}
