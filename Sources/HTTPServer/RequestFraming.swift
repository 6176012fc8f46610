/// RFC 9112's message-framing rules, checked on a request's field list before any of its body is read.
///
/// A request whose body length could be read two ways (two Content-Lengths, Content-Length with
/// Transfer-Encoding, a coding list other than a single final `chunked`) or whose field section is
/// malformed (a name that is not a token — whitespace before the colon included —, CR, LF, NUL or
/// another control character in a value) is refused; the server answers it with `Connection: close`
/// and closes the connection, so no byte after it is taken for another request.
///
/// The library parses the bytes: a bare LF ends a field line (RFC 9112 §2.2 allows that), and
/// libmicrohttpd 0.9.75 appends an obs-fold continuation to the field's name; the server sees that from
/// where the name lies (`FieldLineLayout`) and refuses the request (RFC 9112 §5.2 allows a 400), and a
/// folded framing field is caught by its name here too (`Content-Length0`).
public enum RequestFraming {
    /// Why a request was refused.
    public struct Violation: Sendable, Equatable, Error {
        /// 400, or 501 for a transfer coding the server does not implement.
        public let status: HTTPStatus
        public let reason: String
    }

    /// The first violation in `headers`, or nil when the request is well framed. `hasFoldedField`: the
    /// parser reported a field continued on a line starting with SP or HTAB (obs-fold).
    public static func violation(in headers: HTTPHeaders, hasFoldedField: Bool = false) -> Violation? {
        if hasFoldedField {
            return Violation(status: .badRequest, reason: "Obsolete line folding in a header field")
        }
        var lengths: [String] = []
        var codings: [String] = []
        for field in headers {
            guard isToken(field.name) else {
                return Violation(status: .badRequest, reason: "Malformed header field name")
            }
            guard isFieldValue(field.value) else {
                return Violation(status: .badRequest, reason: "Invalid character in header field value")
            }
            if HTTPHeaders.namesMatch(field.name, "Content-Length") {
                lengths.append(field.value)
            } else if HTTPHeaders.namesMatch(field.name, "Transfer-Encoding") {
                codings += field.value.split(separator: ",", omittingEmptySubsequences: false).map {
                    trimmed($0)
                }
            } else if hasFramingPrefix(field.name) {
                return Violation(status: .badRequest, reason: "Malformed framing header field")
            }
        }
        if !codings.isEmpty {
            if let unknown = codingViolation(codings), unknown.status == .notImplemented { return unknown }
            guard lengths.isEmpty else {
                return Violation(
                    status: .badRequest, reason: "Content-Length and Transfer-Encoding together")
            }
            return codingViolation(codings)
        }
        guard lengths.count <= 1 else {
            return Violation(status: .badRequest, reason: "More than one Content-Length")
        }
        if let length = lengths.first, length.isEmpty || !length.utf8.allSatisfy(isDigit) {
            return Violation(status: .badRequest, reason: "Malformed Content-Length")
        }
        return nil
    }

    /// A coding list must be exactly `chunked` (any case): the only coding Sesame decodes.
    private static func codingViolation(_ codings: [String]) -> Violation? {
        if codings.contains(where: \.isEmpty) {
            return Violation(status: .badRequest, reason: "Malformed Transfer-Encoding")
        }
        let chunked = codings.filter { $0.lowercased() == "chunked" }.count
        if chunked < codings.count {
            return Violation(status: .notImplemented, reason: "Transfer coding not implemented")
        }
        guard chunked == 1 else {
            return Violation(status: .badRequest, reason: "chunked applied more than once")
        }
        return nil
    }

    /// `Content-Length…` or `Transfer-Encoding…` that is not the field itself: a folded framing field.
    private static func hasFramingPrefix(_ name: String) -> Bool {
        hasPrefix(name, lowercased: "content-length") || hasPrefix(name, lowercased: "transfer-encoding")
    }

    /// Whether `name` starts with `prefix` (lowercase ASCII) in any case; no lowercased copy is made.
    private static func hasPrefix(_ name: String, lowercased prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        var bytes = name.utf8.makeIterator()
        for offset in 0..<count {
            guard let byte = bytes.next() else { return false }
            if HTTPHeaders.lowercased(byte) != prefix.utf8Start[offset] { return false }
        }
        return true
    }

    /// RFC 9110 §5.6.2 token: 1*tchar.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenCharacter)
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// RFC 9110 §5.5 field value: visible characters, SP, HTAB and obs-text; no CR, LF, NUL or other CTL.
    static func isFieldValue(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
