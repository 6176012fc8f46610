import AuthCrypto
import AuthModel
import Foundation
import Storage
import Testing

@testable import IdentityServer

/// The mail of every kind in English and Korean (`MailComposer`, `NotificationText`), admins'
/// templates with Firebase's placeholders, and the MIME the outbox sends (`MailMessage`, `MIMEBody`).
@Suite struct MailCompositionTests {
    static let kinds: [OobCodeKind] = [.passwordReset, .verifyEmail, .changeEmail, .recoverEmail, .signIn]
    static let link = "https://auth.acme.test/__/auth/action?mode=x&oobCode=c0de&lang=en"
    static let sender = MailAddress(displayName: "Acme", address: "no-reply@acme.test")

    static func values(displayName: String? = "<b>Kim</b> & co") -> MailValues {
        MailValues(
            appName: "Acme Notes", link: link, email: "old@acme.test", newEmail: "new@acme.test",
            displayName: displayName)
    }

    static func compose(
        _ kind: OobCodeKind, _ language: AuthLanguage, template: MailTemplate? = nil,
        values: MailValues = values()
    ) -> ComposedMail {
        MailComposer.compose(
            kind, in: language, values: values, lifetime: 3600, template: template, sender: sender)
    }

    /// What each language says somewhere in every mail: the expiry and the "if it was not you" advice.
    static let expiry: [AuthLanguage: String] = [.english: "1 hour", .korean: "1시간"]
    static let greeting: [AuthLanguage: String] = [
        .english: "Hello <b>Kim</b> & co,", .korean: "<b>Kim</b> & co님",
    ]

    @Test(arguments: kinds, AuthLanguage.allCases)
    func everyKindHasATextAndAnHTMLPartInItsLanguage(_ kind: OobCodeKind, _ language: AuthLanguage) throws {
        let mail = Self.compose(kind, language)
        #expect(mail.subject.contains("Acme Notes"))
        #expect(mail.subject == NotificationText.subject(kind, app: "Acme Notes").text(in: language))
        for part in [mail.text, mail.html] {
            #expect(part.contains(NotificationText.ifNotYou(kind, app: "Acme Notes").text(in: language)))
            #expect(part.contains(try #require(Self.expiry[language])))
        }
        // The text part has the values as they are, the link on a line of its own.
        #expect(mail.text.contains("\n" + Self.link + "\n"))
        #expect(mail.text.contains(try #require(Self.greeting[language])))
        #expect(mail.text.contains("old@acme.test"))
        // The HTML part escapes them: the display name's markup never becomes markup.
        #expect(mail.html.contains("<html lang=\"\(language.rawValue)\">"))
        #expect(mail.html.contains("&lt;b&gt;Kim&lt;/b&gt; &amp; co"))
        #expect(!mail.html.contains("<b>Kim"))
        #expect(
            mail.html.contains(
                "href=\"https://auth.acme.test/__/auth/action?mode=x&amp;oobCode=c0de&amp;lang=en\""))
        #expect(mail.html.contains(NotificationText.button(kind).text(in: language)))
        #expect(mail.from == Self.sender)
        #expect(mail.replyTo == nil)
        if kind == .changeEmail || kind == .recoverEmail { #expect(mail.text.contains("new@acme.test")) }
        // Korean mail is Korean, English mail is not.
        let hangul = mail.text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        #expect(hangul == (language == .korean))
    }

    @Test func aMailWithoutADisplayNameGreetsWithoutOne() {
        #expect(
            Self.compose(.verifyEmail, .english, values: Self.values(displayName: nil)).text.hasPrefix(
                "Hello,\n"))
        #expect(
            Self.compose(.verifyEmail, .korean, values: Self.values(displayName: "")).text.hasPrefix(
                "안녕하세요.\n"))
    }

    @Test func lifetimesAreSaidInTheLargestWholeUnit() {
        #expect(NotificationText.englishDuration(3 * 86_400) == "3 days")
        #expect(NotificationText.englishDuration(6 * 3600) == "6 hours")
        #expect(NotificationText.englishDuration(60) == "1 minute")
        #expect(NotificationText.englishDuration(90) == "90 seconds")
        #expect(NotificationText.koreanDuration(3 * 86_400) == "3일")
        #expect(NotificationText.koreanDuration(5400) == "90분")
    }

    @Test func aPlainTextTemplateFillsPlaceholdersAsTheyAreAndEscapedInItsHTMLPart() throws {
        let template = try #require(
            MailTemplate([
                "subject": "%APP_NAME%: reset for %DISPLAY_NAME%",
                "body": "Hi %DISPLAY_NAME%,\n\nReset %EMAIL% here:\n%LINK%\n\n100% sure? %UNKNOWN% stays.",
                "bodyFormat": "PLAIN_TEXT", "senderDisplayName": "Acme 지원팀", "senderLocalPart": "help",
                "replyTo": "support@acme.test",
            ]))
        let mail = Self.compose(.passwordReset, .korean, template: template)
        #expect(mail.subject == "Acme Notes: reset for <b>Kim</b> & co")
        #expect(
            mail.text
                == "Hi <b>Kim</b> & co,\n\nReset old@acme.test here:\n\(Self.link)\n\n100% sure? %UNKNOWN% stays."
        )
        #expect(mail.html.contains("<p>Hi &lt;b&gt;Kim&lt;/b&gt; &amp; co,</p>"))
        #expect(
            mail.html.contains(
                "<a href=\"https://auth.acme.test/__/auth/action?mode=x&amp;oobCode=c0de&amp;lang=en\">"))
        #expect(mail.from == MailAddress(displayName: "Acme 지원팀", address: "help@acme.test"))
        #expect(mail.replyTo == "support@acme.test")
    }

    @Test func anHTMLTemplateEscapesValuesAndItsTextPartIsTheMarkupsText() throws {
        let template = try #require(
            MailTemplate([
                "body": "<p>Hello %DISPLAY_NAME%,</p><p><a href=\"%LINK%\">Reset</a> &amp; go.<br>Bye</p>",
                "bodyFormat": "HTML",
            ]))
        let mail = Self.compose(.passwordReset, .english, template: template)
        #expect(
            mail.html
                == "<p>Hello &lt;b&gt;Kim&lt;/b&gt; &amp; co,</p><p><a href=\"https://auth.acme.test/__/auth/"
                + "action?mode=x&amp;oobCode=c0de&amp;lang=en\">Reset</a> &amp; go.<br>Bye</p>")
        #expect(mail.text == "Hello <b>Kim</b> & co,\n\nReset (\(Self.link)) & go.\nBye")
        // Only the body is customized: the subject stays the built-in one.
        #expect(mail.subject == "Choose a new password for Acme Notes")
    }

    @Test func valuesAreNotExpandedTwiceAndCannotBreakTheSubjectLine() throws {
        let template = try #require(
            MailTemplate(["subject": "For %DISPLAY_NAME%", "body": "%DISPLAY_NAME% %LINK%"]))
        let values = Self.values(displayName: "%LINK%\r\nBcc: evil@x.test")
        let mail = Self.compose(.verifyEmail, .english, template: template, values: values)
        #expect(mail.subject == "For %LINK%Bcc: evil@x.test")
        #expect(mail.text == "%LINK%\r\nBcc: evil@x.test \(Self.link)")
    }

    @Test func templatesFollowIdentityPlatformsFieldsAndTenantsInheritThemOnlyWhenTheySaySo() throws {
        let settings = NotificationSettings([
            "defaultLocale": "ko-KR",
            "sendEmail": [
                "resetPasswordTemplate": ["subject": "R"], "verifyEmailTemplate": ["subject": "V"],
                "changeEmailTemplate": ["subject": "C"], "callbackUri": "https://x.test",
            ],
        ])
        #expect(settings.template(for: .passwordReset)?.subject == "R")
        #expect(settings.template(for: .verifyEmail)?.subject == "V")
        #expect(settings.template(for: .changeEmail)?.subject == "V")
        #expect(settings.template(for: .recoverEmail)?.subject == "C")
        #expect(settings.template(for: .signIn) == nil)
        #expect(settings.template(for: .passwordReset, inherited: false) == nil)
        #expect(MailTemplate(["customized": true, "bodyFormat": "HTML"]) == nil)
        let inheriting = TenantRecord(
            tenantId: "t-1", allowPasswordSignup: true, enableEmailLinkSignin: false, disableAuth: false,
            enableAnonymousUser: false, settings: #"{"inheritance":{"emailSendingConfig":true}}"#,
            createdAt: 0)
        var own = inheriting
        own.settings = "{}"
        #expect(NotificationSettings.inherits(nil))
        #expect(NotificationSettings.inherits(inheriting))
        #expect(!NotificationSettings.inherits(own))
        // The request's locale first, then the project's default, then English.
        #expect(settings.language(requested: "en-US") == .english)
        #expect(settings.language(requested: "fr") == .korean)
        #expect(settings.language(requested: nil) == .korean)
        #expect(NotificationSettings(nil).language(requested: "de") == .english)
        #expect(NotificationSettings(nil).language(requested: "ko_KR") == .korean)
    }

    @Test func templatesThatCouldNotBeSentAreRefused() {
        let bad: [JSON] = [
            ["resetPasswordTemplate": ["bodyFormat": "RTF"]],
            ["resetPasswordTemplate": ["replyTo": "a@x.test\r\nBcc: b@x.test"]],
            ["verifyEmailTemplate": ["senderLocalPart": "a@b"]],
            ["verifyEmailTemplate": ["senderDisplayName": "Evil <e@x.test>"]],
            ["changeEmailTemplate": ["subject": "two\nlines"]],
            ["changeEmailTemplate": ["subject": 3]],
            ["changeEmailTemplate": "text"],
        ]
        for sendEmail in bad {
            #expect(throws: APIError.self) { try NotificationSettings.check(["sendEmail": sendEmail]) }
        }
        #expect(throws: Never.self) {
            try NotificationSettings.check([
                "sendEmail": [
                    "resetPasswordTemplate": ["bodyFormat": "HTML", "replyTo": "", "senderLocalPart": "auth"]
                ]
            ])
        }
    }

    @Test func mailboxesParseWithOrWithoutADisplayName() throws {
        #expect(
            MailAddress(parsing: "Sesame <no-reply@example.com>")
                == MailAddress(displayName: "Sesame", address: "no-reply@example.com"))
        #expect(MailAddress(parsing: "\"Acme, Inc.\" <a@acme.test>")?.displayName == "Acme, Inc.")
        #expect(MailAddress(parsing: "a@acme.test") == MailAddress(address: "a@acme.test"))
        #expect(MailAddress(parsing: "a@acme.test")?.domain == "acme.test")
        for bad in [
            "", "Sesame", "Sesame <>", "<a@b> <c@d>", "Evil\r\n <a@b.test>", "a b@c.test", "x <a@b.test",
            "@b.test",
        ] {
            #expect(MailAddress(parsing: bad) == nil, "\(bad)")
        }
        #expect(
            MailAddress(displayName: #"Acme "Q""#, address: "a@acme.test").headerValue
                == #""Acme \"Q\"" <a@acme.test>"#)
        #expect(
            MailAddress(displayName: "Acme", address: "a@acme.test").headerValue == "\"Acme\" <a@acme.test>")
        #expect(
            MailAddress(displayName: "세서미", address: "a@acme.test").headerValue
                == "=?UTF-8?B?\(Data("세서미".utf8).base64EncodedString())?= <a@acme.test>")
    }
}
