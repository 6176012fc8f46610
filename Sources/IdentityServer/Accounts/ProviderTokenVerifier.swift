import AuthCrypto
/// Verifies an identity provider's credential (Google or Apple ID token, or a Google access token) for
/// `accounts:signInWithIdp`. `SignedProviderTokenVerifier` verifies ID tokens: signature against
/// the provider's JWKS, `iss`, `aud` (the configured client IDs), `exp`/`nbf`/`iat`, and for Apple
/// that the token's `nonce` equals hex(SHA-256(raw nonce)) from `postBody`. For Google,
/// `GoogleCredentialVerifier` adds access tokens alone (`GoogleAccessTokenVerifier`).
protocol ProviderTokenVerifier: Sendable {
    /// The provider id it handles (`google.com`, `apple.com`).
    var providerId: String { get }

    /// The verified identity, or throws `INVALID_IDP_RESPONSE` / `MISSING_OR_INVALID_NONCE`.
    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims
}

/// What the client sent in `postBody` (merged with `requestUri`'s query).
struct ProviderCredential: Sendable {
    let providerId: String
    var idToken: String?
    var accessToken: String?
    /// The raw nonce the client generated.
    var nonce: String?
    /// Apple's `user` JSON (the name), as the client passed it on; unchecked.
    var user: String? = nil
    /// A SAML provider's `SAMLResponse` (emulator mode: JSON).
    var samlResponse: String? = nil
    /// An OpenID Connect authorization code, its PKCE verifier and the redirect URI it was issued for.
    var code: String? = nil
    var codeVerifier: String? = nil
    var redirectURI: String? = nil
    /// The `state` the provider sent back with the code or token (`requestUri`'s query).
    var state: String? = nil
}

/// The provider's verified statements about the person.
struct ProviderIdentityClaims: Sendable {
    /// `sub`: with the provider id, the identity. Never the e-mail.
    let subject: String
    let federatedId: String
    var email: String?
    var emailVerified: Bool
    /// The provider's name for the person; for Apple, the client-supplied first-sign-in name.
    var displayName: String?
    let photoURL: String?
    /// The person's handle at the provider (GitHub's `login`), answered as `screenName`.
    var screenName: String? = nil
    /// The token's claims, returned to the client as `rawUserInfo`.
    var profile: [String: JSON]
    /// A SAML assertion's attributes, which the session's ID tokens carry as
    /// `firebase.sign_in_attributes`; nil for other providers.
    var signInAttributes: [String: JSON]? = nil
    /// The ID and access tokens a code was exchanged for (code flow), answered as `oauthIdToken` and
    /// `oauthAccessToken` in place of the request's.
    var exchangedIdToken: String? = nil
    var exchangedAccessToken: String? = nil
}
