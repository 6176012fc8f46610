import AuthCrypto

/// Firebase's `auth:export` CSV layout: no header, one user a row, 28 columns — UID, e-mail, verified,
/// hash, salt, name, photo; ID, e-mail, name and photo for Google, Facebook, Twitter and GitHub in
/// turn; creation time, last sign-in, phone, disabled, custom claims. Identities of other providers
/// have no column.
enum FirebaseUserCSV {
    private static let leading = [
        "localId", "email", "emailVerified", "passwordHash", "salt", "displayName", "photoUrl",
    ]
    static let providers = ["google.com", "facebook.com", "twitter.com", "github.com"]
    private static let providerColumns = ["rawId", "email", "displayName", "photoUrl"]
    private static let trailing = [
        "createdAt", "lastSignedInAt", "phoneNumber", "disabled", "customAttributes",
    ]
    private static let booleans: Set = ["emailVerified", "disabled"]

    /// The rows of export records, each ending with a line break.
    static func text(_ records: [[String: JSON]]) -> String {
        records.map { record in
            let identities = (record["providerUserInfo"]?.arrayValue ?? []).compactMap(\.objectValue)
            var fields = leading.map { cell(record[$0]) }
            for provider in providers {
                let identity = identities.first { $0["providerId"]?.stringValue == provider }
                fields += providerColumns.map { cell(identity?[$0]) }
            }
            fields += trailing.map { cell(record[$0]) }
            return CSVTable.line(fields) + "\n"
        }.joined()
    }

    /// How many identities of `records` have no CSV column.
    static func omittedIdentities(_ records: [[String: JSON]]) -> Int {
        records.flatMap { $0["providerUserInfo"]?.arrayValue ?? [] }.filter {
            !providers.contains($0["providerId"]?.stringValue ?? "")
        }.count
    }

    /// The export records of CSV rows; nil when the text is not CSV or a row is too short.
    static func records(_ text: String) -> [[String: JSON]]? {
        guard let rows = CSVTable.rows(text) else { return nil }
        var records: [[String: JSON]] = []
        for row in rows {
            guard row.count >= leading.count + providers.count * providerColumns.count + 1 else { return nil }
            var cells = row.makeIterator()
            var record: [String: JSON] = [:]
            func take(_ name: String, into fields: inout [String: JSON]) {
                guard let value = cells.next(), !value.isEmpty else { return }
                fields[name] = booleans.contains(name) ? .bool(value == "true") : .string(value)
            }
            for name in leading { take(name, into: &record) }
            var identities: [JSON] = []
            for provider in providers {
                var identity: [String: JSON] = ["providerId": .string(provider)]
                for name in providerColumns { take(name, into: &identity) }
                if identity["rawId"] != nil { identities.append(.object(identity)) }
            }
            for name in trailing { take(name, into: &record) }
            record["providerUserInfo"] = .array(identities)
            records.append(record)
        }
        return records
    }

    private static func cell(_ value: JSON?) -> String {
        switch value {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        default: ""
        }
    }
}
