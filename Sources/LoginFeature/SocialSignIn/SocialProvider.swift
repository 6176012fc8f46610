import RxCore

/// The native identity providers, injected as closures (the SDKs exist only on Apple platforms; a
/// terminal build uses ``unavailable``).
///
/// Each closure presents the provider's sheet when its `Single` is subscribed and succeeds with one token
/// set or fails with ``SocialProviderError`` (``SocialProviderError/cancelled`` when the user closes it).
public struct SocialProvider: Sendable {
    /// Google Sign-In's tokens.
    public struct GoogleTokens: Sendable, Hashable, CustomStringConvertible {
        public var idToken: String
        public var accessToken: String

        public init(idToken: String, accessToken: String) {
            self.idToken = idToken
            self.accessToken = accessToken
        }

        public var description: String { "GoogleTokens(…)" }
    }

    /// What Sign in with Apple returns.
    public struct AppleIdentity: Sendable, Hashable, CustomStringConvertible {
        /// The identity token (a JWT whose `nonce` claim is the hashed nonce of the request).
        public var identityToken: String
        /// The user's name, which Apple reports only on the first sign-in.
        public var givenName: String?
        public var familyName: String?

        public init(identityToken: String, givenName: String? = nil, familyName: String? = nil) {
            self.identityToken = identityToken
            self.givenName = givenName
            self.familyName = familyName
        }

        public var description: String { "AppleIdentity(…)" }
    }

    /// Presents Google Sign-In.
    public var google: @Sendable () -> Single<GoogleTokens>
    /// Presents Sign in with Apple with the SHA-256 hex of the nonce as the request's nonce.
    public var apple: @Sendable (_ hashedNonce: String) -> Single<AppleIdentity>

    public init(
        google: @escaping @Sendable () -> Single<GoogleTokens>,
        apple: @escaping @Sendable (_ hashedNonce: String) -> Single<AppleIdentity>
    ) {
        self.google = google
        self.apple = apple
    }

    /// Providers for platforms without native SDKs: both fail with ``SocialProviderError/unavailable``.
    public static var unavailable: SocialProvider {
        SocialProvider(
            google: { .error(SocialProviderError.unavailable) },
            apple: { _ in .error(SocialProviderError.unavailable) })
    }
}
