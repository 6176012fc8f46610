import AuthModel
import Foundation

/// One passkey of the account as scripted commands print it (`credentialId`, `name` as in Identity
/// Platform's `passkeyInfo`; `createdAt` when the server says).
struct PasskeySummary: Encodable, Sendable {
    var credentialId: String
    var name: String
    var createdAt: Date?

    init(_ passkey: Passkey) {
        credentialId = passkey.credentialID
        name = passkey.name
        createdAt = passkey.createdAt
    }

    /// `ID  name  added …`.
    var line: String {
        [credentialId, name, createdAt.map { "added " + ISO8601DateFormatter().string(from: $0) }]
            .compactMap { $0 }.joined(separator: "  ")
    }
}
