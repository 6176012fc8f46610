import Foundation

/// An outbox e-mail as RFC 5322 text for SMTP's DATA section: CRLF line endings, dot-stuffed, header
/// values stripped of line breaks, non-ASCII headers as RFC 2047 words. With an HTML part it is
/// `multipart/alternative` (text first, HTML second); each part is UTF-8, sent as 7bit when it is
/// short-lined ASCII, else quoted-printable or base64, whichever is shorter (`MIMEBody`).
struct MailMessage: Sendable {
    var from: MailAddress
    var to: String
    var subject: String
    var body: String
    var html: String? = nil
    var replyTo: String? = nil
    var date: Date
    var messageID: String

    init(
        from: MailAddress, to: String, subject: String, body: String, html: String? = nil,
        replyTo: String? = nil, date: Date, messageID: String
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
        self.html = html
        self.replyTo = replyTo
        self.date = date
        self.messageID = messageID
    }

    /// A text-only message from a bare address.
    init(from: String, to: String, subject: String, body: String, date: Date, messageID: String) {
        self.init(
            from: MailAddress(parsing: from) ?? MailAddress(address: from), to: to, subject: subject,
            body: body,
            date: date, messageID: messageID)
    }

    /// Headers, a blank line and the body, with CRLF line endings (not yet dot-stuffed).
    var rendered: String {
        var headers = [
            "From: \(Self.headerValue(from.headerValue))",
            "To: \(Self.headerValue(to))",
        ]
        if let replyTo { headers.append("Reply-To: \(Self.headerValue(replyTo))") }
        headers += [
            "Subject: \(Self.encodedWords(subject))",
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: <\(Self.headerValue(messageID))>",
            "MIME-Version: 1.0",
        ]
        guard let html else {
            let part = MIMEBody(text: body, subtype: "plain")
            return (headers + part.headers + [""] + part.lines).joined(separator: "\r\n") + "\r\n"
        }
        // "=_" never occurs in quoted-printable or base64 text, so no part can contain the boundary.
        let boundary =
            "=_alternative_"
            + String(messageID.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(24))
        var lines = headers + ["Content-Type: multipart/alternative; boundary=\"\(boundary)\"", ""]
        for part in [MIMEBody(text: body, subtype: "plain"), MIMEBody(text: html, subtype: "html")] {
            lines += ["--" + boundary] + part.headers + [""] + part.lines
        }
        lines.append("--" + boundary + "--")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The bytes to send after DATA's 354: the message with every line starting with "." doubled,
    /// then the terminating `.` line.
    var dataSection: [UInt8] {
        let stuffed = Self.lines(rendered).dropLast().map { $0.hasPrefix(".") ? "." + $0 : $0 }
        return Array((stuffed.joined(separator: "\r\n") + "\r\n.\r\n").utf8)
    }

    /// Splits on CRLF, CR or LF.
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Removes CR and LF so a value cannot start a new header.
    static func headerValue(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }

    /// ASCII text as it is; other text as RFC 2047 `B` words of at most 75 characters each, split
    /// between characters and folded onto continuation lines.
    static func encodedWords(_ text: String) -> String {
        let clean = headerValue(text)
        guard !clean.unicodeScalars.allSatisfy({ $0.isASCII }) else { return clean }
        var words: [String] = []
        var chunk = ""
        for character in clean {
            // 39 bytes of UTF-8 make 52 base64 characters: 64 with "=?UTF-8?B?" and "?=", so even the
            // first line, after "Subject: ", stays within 76.
            if chunk.utf8.count + String(character).utf8.count > 39 {
                words.append(chunk)
                chunk = ""
            }
            chunk.append(character)
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?UTF-8?B?\(Data($0.utf8).base64EncodedString())?=" }.joined(separator: "\r\n ")
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
