import Foundation

/// One UTF-8 text part of a mail: its `Content-Type` and `Content-Transfer-Encoding` headers and its
/// lines, encoded so that every line is ASCII and short. ASCII text whose lines fit in 998 octets goes
/// as it is (`7bit`); other text as quoted-printable (mostly ASCII, e.g. English with a name in
/// Korean) or base64 (mostly other scripts), whichever makes fewer bytes.
struct MIMEBody: Sendable {
    let headers: [String]
    let lines: [String]

    init(text: String, subtype: String) {
        let lines = MailMessage.lines(text)
        let contentType = "Content-Type: text/\(subtype); charset=utf-8"
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0 != "\0" })
            && lines.allSatisfy({ $0.utf8.count <= 998 })
        {
            headers = [contentType, "Content-Transfer-Encoding: 7bit"]
            self.lines = lines
            return
        }
        let quoted = Self.quotedPrintable(lines)
        let base64 = Self.base64(Array(lines.joined(separator: "\r\n").utf8))
        let useQuoted = quoted.reduce(0) { $0 + $1.utf8.count } <= base64.reduce(0) { $0 + $1.utf8.count }
        headers = [contentType, "Content-Transfer-Encoding: " + (useQuoted ? "quoted-printable" : "base64")]
        self.lines = useQuoted ? quoted : base64
    }

    /// RFC 2045 §6.7: every line's octets, `=XX` for those that are not printable ASCII (and `=`),
    /// trailing spaces and tabs encoded, soft line breaks (`=`) keeping lines within 76 characters.
    static func quotedPrintable(_ lines: [String]) -> [String] {
        var encoded: [String] = []
        for line in lines {
            let bytes = Array(line.utf8)
            var current = ""
            for (index, byte) in bytes.enumerated() {
                let isLast = index == bytes.count - 1
                let literal =
                    (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "="))
                    || ((byte == 0x20 || byte == 0x09) && !isLast)
                let token = literal ? String(UnicodeScalar(byte)) : String(format: "=%02X", byte)
                if current.utf8.count + token.utf8.count > 75 {
                    encoded.append(current + "=")
                    current = ""
                }
                current += token
            }
            encoded.append(current)
        }
        return encoded
    }

    /// Base64 in lines of 76 characters.
    static func base64(_ bytes: [UInt8]) -> [String] {
        let text = Data(bytes).base64EncodedString()
        var lines: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let end = text.index(index, offsetBy: 76, limitedBy: text.endIndex) ?? text.endIndex
            lines.append(String(text[index..<end]))
            index = end
        }
        return lines.isEmpty ? [""] : lines
    }
}
