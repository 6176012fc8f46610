/// An identity at a sign-in provider linked to an account (Firebase `providerUserInfo[]`).
///
/// The pair (`providerId`, `rawId`) identifies the person at the provider and belongs to at most
/// one account per tenant; an account has at most one identity per `providerId`.
public struct ProviderIdentity: Sendable, Equatable {
    /// `"password"`, `"google.com"`, `"apple.com"`, `"phone"`, `"oidc.…"`.
    public var providerId: String
    /// The provider's subject (`sub`); for `"password"` the account's e-mail address.
    public var rawId: String
    public var email: String?
    public var displayName: String?
    public var photoURL: String?
    /// Google's `https://accounts.google.com/<sub>`, otherwise usually the `sub` itself.
    public var federatedId: String?
    public var phoneNumber: String?
    /// The person's handle at the provider (GitHub's `login`), `screenName` in `providerUserInfo`.
    public var screenName: String?

    public init(
        providerId: String, rawId: String, email: String? = nil, displayName: String? = nil,
        photoURL: String? = nil, federatedId: String? = nil, phoneNumber: String? = nil, screenName: String? = nil
    ) {
        self.providerId = providerId
        self.rawId = rawId
        self.email = email
        self.displayName = displayName
        self.photoURL = photoURL
        self.federatedId = federatedId
        self.phoneNumber = phoneNumber
        self.screenName = screenName
    }
}
