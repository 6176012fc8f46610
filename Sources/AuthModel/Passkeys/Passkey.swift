import Foundation

/// One passkey of an account as `accounts:lookup` lists it (Identity Platform's `passkeyInfo[]`): its
/// credential id and name. Only privileged lookups (the admin API) say when it was registered.
public struct Passkey: Codable, Sendable, Hashable, Identifiable {
    /// The WebAuthn credential id (base64url), what `deletePasskey` names.
    public var credentialID: String
    /// The name given at enrolment (`Unnamed Passkey` when none was).
    public var name: String
    /// When it was registered, when the server said.
    public var createdAt: Date?

    public var id: String { credentialID }

    public init(credentialID: String, name: String, createdAt: Date? = nil) {
        self.credentialID = credentialID
        self.name = name
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case credentialID = "credentialId"
        case name, createdAt
    }

    /// `createdAt` is an RFC 3339 string on the wire and in saved sessions.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        credentialID = try c.decode(String.self, forKey: .credentialID)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        createdAt = try c.decodeIfPresent(String.self, forKey: .createdAt).flatMap(RFC3339.date)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(credentialID, forKey: .credentialID)
        try c.encode(name, forKey: .name)
        let milliseconds = createdAt.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
        try c.encodeIfPresent(milliseconds.map(RFC3339.string(milliseconds:)), forKey: .createdAt)
    }
}
