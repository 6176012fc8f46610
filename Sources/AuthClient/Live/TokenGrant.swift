import AuthModel
import Foundation

/// The tokens a sign-in, token refresh or account change hands out.
struct TokenGrant: Sendable, Hashable {
    var idToken: String
    var refreshToken: String
    /// Seconds, as the server sent them (`"3600"`); may be missing.
    var expiresIn: String?

    /// Reads the tokens of a response that must carry them; a missing token is a malformed response.
    init(idToken: String?, refreshToken: String?, expiresIn: String?) throws(AuthError) {
        guard let idToken, !idToken.isEmpty, let refreshToken, !refreshToken.isEmpty else {
            throw AuthError(.malformedResponse, detail: "tokens missing")
        }
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }

    /// The tokens of a response that only sometimes carries them (`accounts:update`).
    static func ifPresent(idToken: String?, refreshToken: String?, expiresIn: String?) -> TokenGrant? {
        try? TokenGrant(idToken: idToken, refreshToken: refreshToken, expiresIn: expiresIn)
    }

    /// When the ID token expires: `now + expiresIn`, else the token's own `exp`, else `now` (so it is
    /// refreshed before its next use).
    func expirationDate(now: Date) -> Date {
        if let expiresIn, let seconds = TimeInterval(expiresIn), seconds > 0 {
            return now.addingTimeInterval(seconds)
        }
        if let claims = try? IDTokenClaims(unverifiedJWT: idToken), let expiry = claims.expirationDate {
            return expiry
        }
        return now
    }

    /// A session for `user` with these tokens.
    func session(for user: AuthUser, now: Date) -> AuthSession {
        AuthSession(
            user: user, idToken: idToken, refreshToken: refreshToken, expiresAt: expirationDate(now: now))
    }
}

extension TokenGrant {
    init(_ response: SignUpResponse) throws(AuthError) {
        try self.init(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    init(_ response: SignInWithPasswordResponse) throws(AuthError) {
        try self.init(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    init(_ response: SignInWithIDPResponse) throws(AuthError) {
        try self.init(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    init(_ response: SignInWithEmailLinkResponse) throws(AuthError) {
        try self.init(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    init(_ response: SignInWithCustomTokenResponse) throws(AuthError) {
        try self.init(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }

    init(_ response: TokenRefreshResponse) throws(AuthError) {
        // The iOS SDK requires `access_token`; `id_token` is the same token.
        let idToken = response.accessToken.flatMap { $0.isEmpty ? nil : $0 } ?? response.idToken
        try self.init(idToken: idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
    }
}

extension TokenGrant {
    init(_ response: MFATokensResponse) throws(AuthError) {
        try self.init(idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: nil)
    }
}
