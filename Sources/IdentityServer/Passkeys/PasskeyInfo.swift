import AuthCrypto
import AuthModel
import Storage

/// The `passkeyInfo[]` entries of an account (Identity Platform's `PasskeyInfo`: `credentialId`, `name`).
/// Privileged callers (the admin API, the console) also see Sesame's details: when it was registered
/// and last used, the counter, the backup flags, the attestation format, the AAGUID and whether it is
/// refused as possibly cloned.
enum PasskeyInfo {
    static func entries(_ account: AccountRecord, privileged: Bool) -> [JSON] {
        account.passkeys.map { entry(for: $0, privileged: privileged) }
    }

    static func entry(for passkey: PasskeyCredential, privileged: Bool) -> JSON {
        var fields: [String: JSON] = ["credentialId": .string(passkey.credentialId), "name": .string(passkey.name)]
        guard privileged else { return .object(fields) }
        fields["createdAt"] = .string(RFC3339.string(milliseconds: passkey.createdAt))
        if let used = passkey.lastUsedAt { fields["lastUsedAt"] = .string(RFC3339.string(milliseconds: used)) }
        fields["signCount"] = .int(Int64(passkey.signCount))
        fields["backupEligible"] = .bool(passkey.backupEligible)
        fields["backedUp"] = .bool(passkey.backedUp)
        if let format = passkey.attestationFormat { fields["attestationFormat"] = .string(format) }
        if let aaguid = passkey.aaguid { fields["aaguid"] = .string(aaguid) }
        if passkey.possiblyCloned { fields["possiblyCloned"] = true }
        return .object(fields)
    }

    /// Removes the passkeys named in `deletePasskey` (either encoding of an id); unknown ids are ignored,
    /// as Identity Platform does.
    static func remove(_ ids: [String], from account: inout AccountRecord) {
        guard !ids.isEmpty else { return }
        let names = Set(ids.map(PasskeyEncoding.canonicalCredentialId))
        account.passkeys.removeAll { names.contains($0.credentialId) }
    }
}
