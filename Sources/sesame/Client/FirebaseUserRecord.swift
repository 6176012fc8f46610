import AuthCrypto

/// One user of Firebase's `auth:export` files, and its conversions from the admin API's user objects
/// (`accounts:batchGet`) and to `accounts:batchCreate`'s. Hashes and salts are standard base64 in
/// files; the API reads either alphabet.
enum FirebaseUserRecord {
    /// The fields of an export record, as `accounts:batchCreate` names them (`lastSignedInAt` is the
    /// file's name for `lastLoginAt`).
    static let fields = [
        "localId", "email", "emailVerified", "passwordHash", "salt", "displayName", "photoUrl", "phoneNumber",
        "disabled", "createdAt", "lastLoginAt", "customAttributes",
    ]
    static let providerFields = ["providerId", "rawId", "email", "displayName", "photoUrl"]
    private static let timeFields = ["createdAt", "lastLoginAt"]

    /// The export record of an account (its identities without the password and phone entries, which
    /// the account's own fields carry).
    static func exported(_ user: [String: JSON]) -> [String: JSON] {
        var record = user.filter { fields.contains($0.key) }
        for key in ["passwordHash", "salt"] {
            if let value = record[key]?.stringValue { record[key] = .string(standardBase64(value)) }
        }
        record["lastSignedInAt"] = record.removeValue(forKey: "lastLoginAt")
        let identities = (user["providerUserInfo"]?.arrayValue ?? []).compactMap(\.objectValue).filter {
            !["password", "phone"].contains($0["providerId"]?.stringValue ?? "")
        }
        if !identities.isEmpty {
            record["providerUserInfo"] = .array(
                identities.map { .object($0.filter { providerFields.contains($0.key) }) })
        }
        return record
    }

    /// The `accounts:batchCreate` user of a file record: known fields only, empty ones left out, times
    /// as numbers.
    static func uploaded(_ record: [String: JSON]) -> [String: JSON] {
        var source = record
        if let lastSignIn = source.removeValue(forKey: "lastSignedInAt") {
            source["lastLoginAt"] = lastSignIn
        }
        var user = source.filter { fields.contains($0.key) && $0.value != .null && $0.value != "" }
        for key in timeFields {
            if let text = user[key]?.stringValue { user[key] = Int64(text).map(JSON.int) }
        }
        let identities = (source["providerUserInfo"]?.arrayValue ?? []).compactMap(\.objectValue).map {
            JSON.object($0.filter { providerFields.contains($0.key) && $0.value != "" })
        }
        if !identities.isEmpty { user["providerUserInfo"] = .array(identities) }
        return user
    }

    /// `text` (either base64 alphabet, padded or not) in the standard alphabet with padding.
    static func standardBase64(_ text: String) -> String {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while standard.count % 4 != 0 { standard += "=" }
        return standard
    }
}
