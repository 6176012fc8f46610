/// Response of v2 `accounts/passkeyEnrollment:start`: the `PublicKeyCredentialCreationOptions` for
/// `navigator.credentials.create`, binary members in base64.
public struct StartPasskeyEnrollmentResponse: Codable, Sendable, Hashable {
    public var credentialCreationOptions: JSONValue?

    public init(credentialCreationOptions: JSONValue? = nil) {
        self.credentialCreationOptions = credentialCreationOptions
    }
}
