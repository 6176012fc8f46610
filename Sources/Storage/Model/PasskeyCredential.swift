import Foundation

/// A WebAuthn credential (passkey) registered on an account (Identity Platform's `passkeyInfo[]`).
/// Kept with the account (read and written with it, atomically); its id is unique within the tenant.
/// Instants are Unix milliseconds.
public struct PasskeyCredential: Sendable, Equatable, Codable {
    /// The credential id as base64url without padding (what browsers call `id`); an emulator mock's id
    /// as the client gave it.
    public var credentialId: String
    public var name: String
    /// The credential's COSE public key (RFC 9052), nil for an emulator mock.
    public var publicKey: Data?
    /// The authenticator's signature counter at the last accepted use (0 when it keeps none).
    public var signCount: UInt32
    /// True once a use came with a counter that did not move forward: the credential may have been
    /// cloned and is refused from then on.
    public var possiblyCloned: Bool
    /// Authenticator data flags BE and BS at registration (BS also updated on every use).
    public var backupEligible: Bool
    public var backedUp: Bool
    /// Attestation statement format accepted at registration (`none`, `packed`).
    public var attestationFormat: String?
    /// The authenticator model's AAGUID, lower-case hex with dashes, when it gave one.
    public var aaguid: String?
    /// Transports the client reported (`internal`, `usb`, `hybrid`, …).
    public var transports: [String]
    public var createdAt: Int64
    public var lastUsedAt: Int64?

    public init(
        credentialId: String, name: String, publicKey: Data? = nil, signCount: UInt32 = 0,
        possiblyCloned: Bool = false, backupEligible: Bool = false, backedUp: Bool = false,
        attestationFormat: String? = nil, aaguid: String? = nil, transports: [String] = [],
        createdAt: Int64, lastUsedAt: Int64? = nil
    ) {
        self.credentialId = credentialId
        self.name = name
        self.publicKey = publicKey
        self.signCount = signCount
        self.possiblyCloned = possiblyCloned
        self.backupEligible = backupEligible
        self.backedUp = backedUp
        self.attestationFormat = attestationFormat
        self.aaguid = aaguid
        self.transports = transports
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}

extension PasskeyCredential {
    /// The column text the SQL stores keep an account's passkeys in (nil when there are none): every
    /// store writes and reads them through these two functions, so they agree on the format.
    public static func encode(_ credentials: [PasskeyCredential]) -> String? {
        guard !credentials.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(credentials) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads `encode`'s text; unreadable text is a storage failure, never an account without passkeys.
    public static func decode(_ text: String?) throws(StoreError) -> [PasskeyCredential] {
        guard let text, !text.isEmpty else { return [] }
        do {
            return try JSONDecoder().decode([PasskeyCredential].self, from: Data(text.utf8))
        } catch {
            throw StoreError.storageFailure("unreadable passkeys in the database")
        }
    }
}
