/// A service account's public key that the server trusts to sign custom tokens (firebase-admin's
/// `create_custom_token`). Only the public half is stored; the private key stays in the key file that
/// `sesame service-account create` wrote. Instants are Unix milliseconds.
public struct ServiceAccountKeyRecord: Sendable, Equatable {
    /// The key file's `private_key_id`, which custom tokens carry as their `kid`.
    public var keyId: String
    /// The service account's e-mail (`client_email`): a custom token's `iss` and `sub`.
    public var clientEmail: String
    /// The public key as SPKI PEM.
    public var publicKeyPEM: String
    public var createdAt: Int64

    public init(keyId: String, clientEmail: String, publicKeyPEM: String, createdAt: Int64) {
        self.keyId = keyId
        self.clientEmail = clientEmail
        self.publicKeyPEM = publicKeyPEM
        self.createdAt = createdAt
    }
}
