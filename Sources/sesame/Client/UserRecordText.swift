import AuthCrypto
import Foundation

/// An account of the admin API as `sesame users get` and `list` show it. Password hashes and salts are
/// left out: only `users export` writes them, to a file.
enum UserRecordText {
    /// The account without its password hash and salt (what `--json` prints).
    static func visible(_ user: [String: JSON]) -> JSON {
        .object(user.filter { $0.key != "passwordHash" && $0.key != "salt" })
    }

    /// `UID  e-mail  phone  [disabled]` for `users list`.
    static func line(_ user: [String: JSON]) -> String {
        var fields = [
            user["localId"]?.stringValue ?? "?", user["email"]?.stringValue ?? "-",
            user["phoneNumber"]?.stringValue ?? "-",
        ]
        if user["disabled"]?.boolValue == true { fields.append("disabled") }
        return fields.joined(separator: "  ")
    }

    /// One `name: value` line per field that is set, for `users get`.
    static func lines(_ user: [String: JSON]) -> [String] {
        let providers = (user["providerUserInfo"]?.arrayValue ?? []).compactMap {
            $0["providerId"]?.stringValue
        }
        let verified = user["emailVerified"]?.boolValue == true ? " (verified)" : " (not verified)"
        let rows: [(String, String?)] = [
            ("uid", user["localId"]?.stringValue),
            ("email", user["email"]?.stringValue.map { $0 + verified }),
            ("phone", user["phoneNumber"]?.stringValue),
            ("name", user["displayName"]?.stringValue),
            ("photo", user["photoUrl"]?.stringValue),
            ("providers", providers.isEmpty ? nil : providers.joined(separator: ", ")),
            ("disabled", user["disabled"]?.boolValue == true ? "yes" : "no"),
            ("created", date(user["createdAt"])),
            ("last sign-in", date(user["lastLoginAt"])),
            ("custom claims", user["customAttributes"]?.stringValue),
        ]
        return rows.compactMap { name, value in value.map { "\(name): \($0)" } }
    }

    /// `1 user`, `2 users`.
    static func count(_ users: Int) -> String { users == 1 ? "1 user" : "\(users) users" }

    /// Milliseconds since 1970 (a string, as the API writes them) in ISO 8601.
    private static func date(_ value: JSON?) -> String? {
        guard let milliseconds = value?.stringValue.flatMap(Double.init) ?? value?.int64Value.map(Double.init)
        else { return nil }
        return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: milliseconds / 1000))
    }
}
