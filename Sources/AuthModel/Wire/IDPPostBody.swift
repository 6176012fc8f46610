import Foundation

/// The `postBody` parameter set of ``SignInWithIDPRequest``:
/// `providerId=<id>&id_token=<IdP JWT>[&nonce=<raw nonce>][&access_token=…][&oauth_token_secret=…]
/// [&identifier=<email>][&user=<JSON>][&SAMLResponse=…][&code=…][&code_verifier=…]`.
public struct IDPPostBody: Sendable, Hashable {
    public var providerID: String
    public var idToken: String?
    /// The raw nonce (the IdP's token carries its SHA-256 hex).
    public var nonce: String?
    public var accessToken: String?
    public var oauthTokenSecret: String?
    public var identifier: String?
    /// Apple's `{"name":{"firstName":…,"lastName":…}}` JSON, passed through by the client.
    public var user: String?
    /// A SAML provider's response (`SAMLResponse`); Firebase's emulator takes it as JSON.
    public var samlResponse: String?
    /// An OpenID Connect provider's authorization code (the code flow), and its PKCE verifier when the
    /// client made the authorization request itself.
    public var code: String?
    public var codeVerifier: String?
    /// The `state` the provider sent back with a redirect's result.
    public var state: String?

    public init(
        providerID: String, idToken: String? = nil, nonce: String? = nil, accessToken: String? = nil,
        oauthTokenSecret: String? = nil, identifier: String? = nil, user: String? = nil,
        samlResponse: String? = nil, code: String? = nil, codeVerifier: String? = nil,
        state: String? = nil
    ) {
        self.providerID = providerID
        self.idToken = idToken
        self.nonce = nonce
        self.accessToken = accessToken
        self.oauthTokenSecret = oauthTokenSecret
        self.identifier = identifier
        self.user = user
        self.samlResponse = samlResponse
        self.code = code
        self.codeVerifier = codeVerifier
        self.state = state
    }

    /// Parses a query string. The provider id is lower-cased, as the server does. Returns `nil` when
    /// `providerId` is missing or empty.
    public init?(queryString: String) {
        let parameters = FormURLEncoding.decode(queryString)
        guard let provider = parameters["providerId"], !provider.isEmpty else { return nil }
        self.init(
            providerID: provider.lowercased(), idToken: parameters["id_token"], nonce: parameters["nonce"],
            accessToken: parameters["access_token"], oauthTokenSecret: parameters["oauth_token_secret"],
            identifier: parameters["identifier"], user: parameters["user"],
            samlResponse: parameters["SAMLResponse"], code: parameters["code"],
            codeVerifier: parameters["code_verifier"], state: parameters["state"])
    }

    /// The encoded query string, parameters in the documented order, absent ones left out.
    public var queryString: String {
        let pairs: [(String, String?)] = [
            ("providerId", providerID), ("id_token", idToken), ("nonce", nonce),
            ("access_token", accessToken),
            ("oauth_token_secret", oauthTokenSecret), ("identifier", identifier), ("user", user),
            ("SAMLResponse", samlResponse), ("code", code), ("code_verifier", codeVerifier),
            ("state", state),
        ]
        return FormURLEncoding.encode(pairs.compactMap { name, value in value.map { (name, $0) } })
    }
}
