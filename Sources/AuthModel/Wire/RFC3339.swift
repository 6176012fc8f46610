import Foundation

/// RFC 3339 times as the v2 API writes them (`2026-12-02T05:00:00.123Z`, fractional seconds optional).
public enum RFC3339 {
    /// The time `text` names, or nil.
    public static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
