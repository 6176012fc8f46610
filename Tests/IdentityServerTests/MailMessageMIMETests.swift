import Foundation
import Testing

@testable import IdentityServer

/// The MIME form of outbox mail: `multipart/alternative` with UTF-8 text and HTML parts, each in the
/// transfer encoding that suits it, and headers no value can break.
@Suite struct MailMessageMIMETests {
    /// Decodes quoted-printable lines (soft breaks joined, `=XX` octets) to text.
    static func decodeQuotedPrintable(_ lines: [String]) -> String {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            var scalars = Array(line.utf8)
            let soft = scalars.last == UInt8(ascii: "=")
            if soft { scalars.removeLast() }
            var position = 0
            while position < scalars.count {
                if scalars[position] == UInt8(ascii: "="), position + 2 < scalars.count,
                    let byte = UInt8(
                        String(decoding: scalars[(position + 1)...(position + 2)], as: UTF8.self), radix: 16)
                {
                    bytes.append(byte)
                    position += 3
                } else {
                    bytes.append(scalars[position])
                    position += 1
                }
            }
            if !soft && index < lines.count - 1 { bytes += [13, 10] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func asciiGoesAsItIsMostlyASCIIAsQuotedPrintableAndHangulAsBase64() {
        let ascii = MIMEBody(text: "Hello,\nopen this link.", subtype: "plain")
        #expect(ascii.headers.last == "Content-Transfer-Encoding: 7bit")
        #expect(ascii.lines == ["Hello,", "open this link."])

        let mixed = "Hello 김민수,\nOpen this link to choose a new password for Acme: https://acme.test/x?a=b \n"
        let quoted = MIMEBody(text: mixed, subtype: "plain")
        #expect(quoted.headers.last == "Content-Transfer-Encoding: quoted-printable")
        #expect(quoted.lines.allSatisfy { $0.utf8.count <= 76 && $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(
            Self.decodeQuotedPrintable(quoted.lines) == mixed.replacingOccurrences(of: "\n", with: "\r\n"))

        let korean = String(repeating: "새 비밀번호를 정하려면 아래 링크를 열어 주세요. ", count: 8)
        let base64 = MIMEBody(text: korean, subtype: "html")
        #expect(
            base64.headers == ["Content-Type: text/html; charset=utf-8", "Content-Transfer-Encoding: base64"])
        #expect(base64.lines.allSatisfy { $0.count <= 76 })
        #expect(String(decoding: Data(base64Encoded: base64.lines.joined())!, as: UTF8.self) == korean)
    }

    @Test func aLongLineIsSoftBrokenWithinSeventySixCharacters() {
        let line = String(repeating: "abc ", count: 60) + "a=b é"
        let body = MIMEBody(text: line, subtype: "plain")
        #expect(body.lines.count > 3)
        #expect(body.lines.allSatisfy { $0.utf8.count <= 76 })
        #expect(Self.decodeQuotedPrintable(body.lines) == line)
    }

    @Test func aMailWithHTMLIsMultipartAlternativeWithTheSendersDomainInItsHeaders() throws {
        let message = MailMessage(
            from: MailAddress(displayName: "Acme 인증", address: "no-reply@acme.test"), to: "kim@acme.test",
            subject: String(repeating: "비밀번호 재설정 ", count: 6), body: "text part", html: "<p>html part</p>",
            replyTo: "help@acme.test", date: Date(timeIntervalSince1970: 0), messageID: "abc123@acme.test")
        let rendered = message.rendered
        let boundary = "=_alternative_abc123acmetest"
        #expect(rendered.contains("\r\nContent-Type: multipart/alternative; boundary=\"\(boundary)\"\r\n"))
        #expect(rendered.contains("\r\nReply-To: help@acme.test\r\n"))
        #expect(rendered.contains("\r\nMessage-ID: <abc123@acme.test>\r\n"))
        #expect(
            rendered.hasPrefix(
                "From: =?UTF-8?B?\(Data("Acme 인증".utf8).base64EncodedString())?= <no-reply@acme.test>\r\n"))
        #expect(
            rendered.contains(
                "--\(boundary)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\ntext part\r\n"
            ))
        #expect(
            rendered.contains(
                "--\(boundary)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n<p>html part</p>\r\n--\(boundary)--\r\n"
            ))
        // A long non-ASCII subject is several encoded words on folded lines, none longer than 78.
        let subject = try #require(
            rendered.components(separatedBy: "\r\nSubject: ").last?.components(separatedBy: "\r\nDate:").first
        )
        #expect(subject.contains("\r\n "))
        #expect(subject.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 78 })
        let decoded = subject.components(separatedBy: "\r\n ").map { word in
            String(decoding: Data(base64Encoded: String(word.dropFirst(10).dropLast(2)))!, as: UTF8.self)
        }
        #expect(decoded.joined() == String(repeating: "비밀번호 재설정 ", count: 6))
    }
}
