/// Passkeys (WebAuthn) as a relying party: which domain credentials are scoped to, which origins may
/// use them, whether the authenticator must verify the user, and how long a ceremony may take.
public struct PasskeySettings: Sendable, Equatable {
    public enum UserVerification: String, Sendable, CaseIterable {
        case required, preferred, discouraged
    }

    /// The relying party id (a registrable domain); nil uses the host of the public URL, else `localhost`.
    public var rpId: String?
    /// The relying party name browsers may show; nil uses the project id.
    public var rpName: String?
    /// Origins accepted besides the authorized domains' `https://` origins: web origins with a port,
    /// and app origins as the platforms send them (`android:apk-key-hash:…`).
    public var origins: [String]
    /// Whether a ceremony must come with the UV flag (`required`), or only asks for it.
    public var userVerification: UserVerification
    /// How long a started enrolment or sign-in waits for the authenticator, seconds.
    public var timeout: Int64

    public init(
        rpId: String? = nil, rpName: String? = nil, origins: [String] = [],
        userVerification: UserVerification = .required, timeout: Int64 = 300
    ) {
        self.rpId = rpId
        self.rpName = rpName
        self.origins = origins
        self.userVerification = userVerification
        self.timeout = timeout
    }
}
