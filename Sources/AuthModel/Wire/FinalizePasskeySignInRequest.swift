/// Body of v2 `accounts/passkeySignIn:finalize`: the authenticator's assertion (a PublicKeyCredential
/// in WebAuthn JSON).
public struct FinalizePasskeySignInRequest: Codable, Sendable, Hashable {
    public var authenticatorAuthenticationResponse: JSONValue?
    public var tenantID: String?

    public init(authenticatorAuthenticationResponse: JSONValue? = nil, tenantID: String? = nil) {
        self.authenticatorAuthenticationResponse = authenticatorAuthenticationResponse
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case authenticatorAuthenticationResponse
        case tenantID = "tenantId"
    }
}
