/// Response of v2 `accounts/passkeySignIn:start`: the `PublicKeyCredentialRequestOptions` for
/// `navigator.credentials.get` (challenge, rpId, userVerification, timeout).
public struct StartPasskeySignInResponse: Codable, Sendable, Hashable {
    public var credentialRequestOptions: JSONValue?

    public init(credentialRequestOptions: JSONValue? = nil) {
        self.credentialRequestOptions = credentialRequestOptions
    }
}
