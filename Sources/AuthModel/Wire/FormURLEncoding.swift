import Foundation

/// `application/x-www-form-urlencoded` encoding and decoding of name/value pairs.
enum FormURLEncoding {
    /// Percent-encodes everything but RFC 3986 unreserved characters and joins with `&`.
    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// Splits on `&` and `=`, turns `+` into a space and removes percent-encoding. Later duplicates
    /// win; undecodable pairs are skipped.
    static func decode(_ query: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = unescape(parts[0]) else { continue }
            let value = parts.count > 1 ? unescape(parts[1]) : ""
            if let value { result[name] = value }
        }
        return result
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func unescape(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
