import Foundation

/// The text part of an admin's HTML template: the markup's text with paragraphs and line breaks kept,
/// a link's address after its label, character references decoded. Placeholders are plain text and
/// survive, so values are filled in afterwards, unescaped.
enum HTMLText {
    static func plain(from html: String) -> String {
        var text = html
        let rules: [(pattern: String, replacement: String)] = [
            ("(?is)<(head|style|script|title)\\b.*?</\\1\\s*>", ""),
            ("(?is)<a\\b[^>]*?\\bhref\\s*=\\s*\"([^\"]*)\"[^>]*>(.*?)</a\\s*>", "$2 ($1)"),
            ("(?is)<a\\b[^>]*?\\bhref\\s*=\\s*'([^']*)'[^>]*>(.*?)</a\\s*>", "$2 ($1)"),
            ("(\\S+) \\(\\1\\)", "$1"),
            ("(?i)<br\\s*/?>", "\n"),
            ("(?i)</(p|div|h[1-6]|table|ul|ol|blockquote)\\s*>", "\n\n"),
            ("(?i)</(li|tr)\\s*>", "\n"),
            ("(?s)<[^>]*>", ""),
            ("[ \\t\\r]*\\n[ \\t\\r]*", "\n"),
            ("[ \\t]{2,}", " "),
            ("\\n{3,}", "\n\n"),
        ]
        for rule in rules {
            text = text.replacingOccurrences(
                of: rule.pattern, with: rule.replacement, options: .regularExpression)
        }
        return decodeReferences(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&apos;`, `&nbsp;`, numeric references, and `&amp;` last.
    static func decodeReferences(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";"),
                let decoded = decode(String(after[..<semicolon]))
            else {
                result += "&"
                rest = after
                continue
            }
            result += decoded
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func decode(_ name: String) -> String? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "amp": return "&"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
