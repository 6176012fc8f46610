import Foundation

/// An outbox e-mail as RFC 5322 text for SMTP's DATA section: CRLF line endings, dot-stuffed,
/// header values stripped of line breaks, non-ASCII subjects as RFC 2047 words.
struct MailMessage: Sendable {
    var from: String
    var to: String
    var subject: String
    var body: String
    var date: Date
    var messageID: String

    /// Headers, a blank line and the body, with CRLF line endings (not yet dot-stuffed).
    var rendered: String {
        let headers = [
            "From: \(Self.headerValue(from))",
            "To: \(Self.headerValue(to))",
            "Subject: \(Self.encodedSubject(subject))",
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: <\(Self.headerValue(messageID))>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        return (headers + [""] + Self.lines(body)).joined(separator: "\r\n") + "\r\n"
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

    static func encodedSubject(_ subject: String) -> String {
        let clean = headerValue(subject)
        guard !clean.unicodeScalars.allSatisfy({ $0.isASCII }) else { return clean }
        return "=?UTF-8?B?\(Data(clean.utf8).base64EncodedString())?="
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
