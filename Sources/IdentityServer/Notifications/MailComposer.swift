import AuthModel
import Storage
import WebPages

/// Writes a mail of one kind in one language: the built-in wording (`NotificationText`) as a text
/// part and an HTML part, or an admin's template (`MailTemplate`) with its placeholders filled in —
/// values as they are in the text part and the subject, HTML-escaped in the HTML part.
enum MailComposer {
    static func compose(
        _ kind: OobCodeKind, in language: AuthLanguage, values: MailValues, lifetime: Int64,
        template: MailTemplate?, sender: MailAddress
    ) -> ComposedMail {
        var from = sender
        if let name = template?.senderDisplayName {
            from = MailAddress(displayName: name, address: from.address)
        }
        if let local = template?.senderLocalPart { from = from.withLocalPart(local) }
        let subject =
            template?.subject.map { values.fill($0) { $1 } }
            ?? NotificationText.subject(kind, app: values.appName).text(in: language)
        var mail = ComposedMail(
            subject: MailMessage.headerValue(subject), text: "", html: "", from: from,
            replyTo: template?.replyTo)
        switch (template?.body, template?.bodyFormat) {
        case (let body?, .html?):
            mail.html = values.fill(body) { HTML.escape($1) }
            mail.text = values.fill(HTMLText.plain(from: body)) { $1 }
        case (let body?, _):
            mail.text = values.fill(body) { $1 }
            mail.html = page(language, subject: mail.subject, body: htmlParagraphs(body, values))
        default:
            (mail.text, mail.html) = builtIn(kind, language, values, lifetime, subject: mail.subject)
        }
        return mail
    }

    /// The built-in wording: greeting, what was asked, the link, how long it works, what to do if it
    /// was not you, and who sent it.
    private static func builtIn(
        _ kind: OobCodeKind, _ language: AuthLanguage, _ values: MailValues, _ lifetime: Int64,
        subject: String
    ) -> (text: String, html: String) {
        func say(_ text: NotificationText) -> String { text.text(in: language) }
        let greeting = say(.greeting(displayName: values.displayName.flatMap { $0.isEmpty ? nil : $0 }))
        let request = say(.request(kind, app: values.appName, email: values.email, newEmail: values.newEmail))
        let action = say(.action(kind, email: values.email))
        let expiry = say(.expiry(seconds: lifetime))
        let ifNotYou = say(.ifNotYou(kind, app: values.appName))
        let signature = say(.signature(app: values.appName))
        let text = [greeting, request, action + "\n" + values.link, expiry, ifNotYou, "-- \n" + signature]
            .joined(separator: "\n\n")
        let button =
            "display:inline-block;padding:10px 18px;background:#1a56db;color:#ffffff;text-decoration:none;border-radius:6px"
        let body: HTML = """
            <p>\(greeting)</p>
            <p>\(request)</p>
            <p>\(action)</p>
            <p><a href="\(values.link)" style="\(button)">\(say(.button(kind)))</a></p>
            <p style="font-size:13px;color:#555555">\(say(.linkFallback))<br><a href="\(values.link)">\(values.link)</a></p>
            <p>\(expiry)</p>
            <p>\(ifNotYou)</p>
            <p style="font-size:13px;color:#555555">\(signature)</p>
            """
        return (text, page(language, subject: subject, body: body.rendered))
    }

    /// A plain-text template as HTML paragraphs: the text escaped, line breaks kept, `%LINK%` a link.
    private static func htmlParagraphs(_ body: String, _ values: MailValues) -> String {
        let paragraphs = MailMessage.lines(body).split(separator: "", omittingEmptySubsequences: true)
        return paragraphs.map { lines in
            let inner = lines.map { line in
                values.fill(HTML.escape(line)) { placeholder, value in
                    let escaped = HTML.escape(value)
                    return placeholder == "LINK" ? "<a href=\"\(escaped)\">\(escaped)</a>" : escaped
                }
            }
            return "<p>" + inner.joined(separator: "<br>\n") + "</p>"
        }.joined(separator: "\n")
    }

    /// A whole HTML document around `body` (already markup).
    private static func page(_ language: AuthLanguage, subject: String, body: String) -> String {
        let head: HTML = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>\(subject)</title></head>
            <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans KR',sans-serif;font-size:15px;line-height:1.6;color:#1f2328">

            """
        return head.rendered + body + "\n</body>\n</html>\n"
    }
}
