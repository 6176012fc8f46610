/// Verifies an identity provider's credential (Google or Apple ID token, OIDC token) for
/// `accounts:signInWithIdp`. Not implemented yet: an implementation checks the token's signature
/// against the provider's JWKS, `iss`, `aud` (the configured client ids), `exp`, and for Apple/OIDC
/// that the token's `nonce` equals hex(SHA-256(raw nonce)) from `postBody`.
protocol ProviderTokenVerifier: Sendable {
    /// The provider id it handles (`google.com`, `apple.com`, `oidc.…`).
    var providerId: String { get }

    /// The verified identity, or throws `INVALID_IDP_RESPONSE` / `MISSING_OR_INVALID_NONCE`.
    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims
}

/// What the client sent in `postBody` (merged with `requestUri`'s query).
struct ProviderCredential: Sendable {
    let providerId: String
    let idToken: String?
    let accessToken: String?
    /// The raw nonce the client generated.
    let nonce: String?
}

/// The provider's verified statements about the person.
struct ProviderIdentityClaims: Sendable {
    let subject: String
    let email: String?
    let emailVerified: Bool
    let displayName: String?
    let photoURL: String?
}
