/// Body of v2 `accounts/passkeyEnrollment:finalize`: the authenticator's registration response
/// (a PublicKeyCredential in WebAuthn JSON) and the passkey's name.
public struct FinalizePasskeyEnrollmentRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var authenticatorRegistrationResponse: JSONValue?
    public var name: String?
    public var tenantID: String?

    public init(
        idToken: String? = nil, authenticatorRegistrationResponse: JSONValue? = nil, name: String? = nil,
        tenantID: String? = nil
    ) {
        self.idToken = idToken
        self.authenticatorRegistrationResponse = authenticatorRegistrationResponse
        self.name = name
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken, authenticatorRegistrationResponse, name
        case tenantID = "tenantId"
    }
}
