/// A fragment of HTML. Text interpolated into it is escaped; only other `HTML` values go in as they
/// are, so a user-controlled string can never become markup by accident:
///
///     let row: HTML = "<td>\(account.displayName)</td>"      // escaped
///     let page: HTML = "<tbody>\(rows)</tbody>"             // rows: [HTML], inserted as markup
public struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public private(set) var rendered: String

    public init(stringLiteral value: String) {
        rendered = value
    }

    public init(stringInterpolation: StringInterpolation) {
        rendered = stringInterpolation.rendered
    }

    /// Markup written in the project, taken as it is (never pass user input here).
    init(trusted markup: String) {
        rendered = markup
    }

    public var description: String { rendered }

    public static let empty = HTML(trusted: "")

    public struct StringInterpolation: StringInterpolationProtocol {
        var rendered = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            rendered.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            rendered += literal
        }

        /// Text: escaped for element content and quoted attribute values alike.
        public mutating func appendInterpolation(_ text: String) {
            rendered += HTML.escape(text)
        }

        public mutating func appendInterpolation(_ text: String?) {
            rendered += HTML.escape(text ?? "")
        }

        public mutating func appendInterpolation(_ number: Int) {
            rendered += String(number)
        }

        public mutating func appendInterpolation(_ html: HTML) {
            rendered += html.rendered
        }

        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { rendered += fragment.rendered }
        }
    }

    /// `&`, `<`, `>`, `"` and `'` as character references: safe inside elements and inside attribute
    /// values quoted with either quote.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\0": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
