import AuthCrypto

/// `authenticatorRegistrationResponse` / `authenticatorAuthenticationResponse`: a PublicKeyCredential
/// in WebAuthn JSON. The JS SDK sends `id`, `rawId` and `type` with base64url fields; the iOS SDK sends
/// `id` and `response` in standard base64. The emulator's tests send `{id}` alone (a mock, accepted only
/// in emulator mode).
struct PasskeyResponse {
    /// The credential id in canonical form (`PasskeyEncoding.canonicalCredentialId`).
    let credentialId: String
    /// The `response` member's binary fields, decoded; empty for a mock.
    let fields: [String: [UInt8]]
    let transports: [String]

    var isMock: Bool { fields.isEmpty }

    /// Reads the response; `required` names the `response` members a real one must carry.
    init(_ json: JSON?, required: [String], optional: [String] = []) throws(APIError) {
        guard let object = json?.objectValue else { throw .code(.missingAuthenticatorResponse) }
        guard let id = object["id"]?.stringValue, !id.isEmpty, id.count <= 1_400 else {
            throw .code(.invalidCredentialID)
        }
        credentialId = PasskeyEncoding.canonicalCredentialId(id)
        if let type = object["type"], type.stringValue != "public-key" {
            throw PasskeyRefusal.malformed("credential type").apiError
        }
        guard let response = object["response"]?.objectValue else {
            fields = [:]
            transports = []
            return
        }
        guard let idBytes = PasskeyEncoding.bytes(id), !idBytes.isEmpty else { throw .code(.invalidCredentialID) }
        if let rawId = object["rawId"] {
            guard let text = rawId.stringValue, PasskeyEncoding.bytes(text) == idBytes else {
                throw PasskeyRefusal.credentialMismatch.apiError
            }
        }
        var fields: [String: [UInt8]] = [:]
        for name in required + optional {
            guard let value = response[name], value != .null else {
                if required.contains(name) { throw PasskeyRefusal.malformed(name).apiError }
                continue
            }
            guard let text = value.stringValue, text.utf8.count <= 65_536, let bytes = PasskeyEncoding.bytes(text)
            else { throw PasskeyRefusal.malformed(name).apiError }
            fields[name] = bytes
        }
        self.fields = fields
        transports = (response["transports"]?.arrayValue ?? object["transports"]?.arrayValue ?? [])
            .compactMap(\.stringValue).prefix(8).map { String($0.prefix(32)) }
    }

    /// The parsed client data.
    func clientData() throws(APIError) -> ClientData {
        do {
            return try ClientData(fields["clientDataJSON"] ?? [])
        } catch {
            throw PasskeyRefusal.malformed("clientDataJSON").apiError
        }
    }
}
