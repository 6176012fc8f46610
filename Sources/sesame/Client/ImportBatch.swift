import AuthCrypto

/// One `accounts:batchCreate` request of `sesame users import`: users whose hashes share settings, at
/// most ``UserAccounts/batchSize`` of them, each with its row in the file.
struct ImportBatch: Sendable {
    var settings: [String: JSON]
    var users: [[String: JSON]] = []
    /// The file position (0-based) of each of `users`.
    var positions: [Int] = []

    /// The batches of a file's records, in the file's order of first appearance of their settings.
    static func batches(_ records: [[String: JSON]], hashing: ImportHashing) throws(UsageError)
        -> [ImportBatch]
    {
        var batches: [ImportBatch] = []
        var open: [[String: JSON]: Int] = [:]
        for (position, record) in records.enumerated() {
            let (settings, user) = try hashing.settings(for: FirebaseUserRecord.uploaded(record))
            if open[settings].map({ batches[$0].users.count >= UserAccounts.batchSize }) ?? true {
                open[settings] = batches.count
                batches.append(ImportBatch(settings: settings))
            }
            let index = open[settings] ?? 0
            batches[index].users.append(user)
            batches[index].positions.append(position)
        }
        return batches
    }

    /// The request body.
    var body: [String: JSON] {
        var body = settings
        body["users"] = .array(users.map(JSON.object))
        return body
    }
}
