/// A path pattern such as `/v1/projects/{projectId}/accounts:batchGet`.
///
/// Segments are separated by `/`. A segment is either literal text (a `:` inside it is literal, as in
/// Google's `accounts:signUp`) or contains one `{name}` parameter, optionally with literal text around it
/// (`{projectId}:createSessionCookie` matches `p1:createSessionCookie` with `projectId = p1`).
/// Segments are compared after percent-decoding; a parameter never matches an empty string.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, prefix: String, suffix: String)
    }

    public let description: String
    let segments: [Segment]

    /// Parses a pattern. Traps on a malformed one (no leading `/`, unbalanced braces, two parameters in a
    /// segment): route tables are written in code, so this is a programming error.
    public init(_ pattern: String) {
        precondition(pattern.hasPrefix("/"), "route pattern must start with '/': \(pattern)")
        description = pattern
        segments = RoutePattern.split(Substring(pattern)).map { text in
            guard let open = text.firstIndex(of: "{") else {
                precondition(!text.contains("}"), "unbalanced '}' in route pattern: \(pattern)")
                return .literal(String(text))
            }
            guard let close = text[open...].firstIndex(of: "}") else {
                preconditionFailure("unbalanced '{' in route pattern: \(pattern)")
            }
            let name = text[text.index(after: open)..<close]
            let suffix = text[text.index(after: close)...]
            precondition(!name.isEmpty, "empty parameter name in route pattern: \(pattern)")
            precondition(
                !suffix.contains("{") && !suffix.contains("}") && !text[..<open].contains("}"),
                "one parameter per segment in route pattern: \(pattern)")
            return .parameter(name: String(name), prefix: String(text[..<open]), suffix: String(suffix))
        }
    }

    /// The path's segments after the leading `/`, with one trailing `/` ignored.
    /// The pattern itself when it has no parameters (and nothing percent-decoding could change): the
    /// one raw path it matches as written.
    var literalPath: String? {
        let isLiteral = segments.allSatisfy { if case .literal = $0 { true } else { false } }
        return isLiteral && !description.contains("%") ? description : nil
    }

    static func split(_ path: Substring) -> [Substring] {
        var path = path.dropFirst()
        if path.hasSuffix("/") { path = path.dropLast() }
        if path.isEmpty { return [] }
        return path.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The parameters when `segments` (already percent-decoded) match, else nil.
    func match(_ pathSegments: [String]) -> [String: String]? {
        guard pathSegments.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, text) in zip(segments, pathSegments) {
            switch segment {
            case .literal(let literal):
                guard literal == text else { return nil }
            case .parameter(let name, let prefix, let suffix):
                guard text.count > prefix.count + suffix.count, text.hasPrefix(prefix), text.hasSuffix(suffix)
                else { return nil }
                parameters[name] = String(text.dropFirst(prefix.count).dropLast(suffix.count))
            }
        }
        return parameters
    }
}
