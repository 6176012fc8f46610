import Foundation

/// A signed-in session: the user and the tokens that prove it.
///
/// The tokens are secrets: ``description`` shows the user id and expiry only.
public struct AuthSession: Sendable, Hashable, Codable, CustomStringConvertible {
    public var user: AuthUser
    /// The Firebase ID token (a JWT, valid about an hour).
    public var idToken: String
    /// The long-lived token that buys new ID tokens.
    public var refreshToken: String
    /// When ``idToken`` stops being accepted.
    public var expiresAt: Date

    /// Creates a session value.
    public init(user: AuthUser, idToken: String, refreshToken: String, expiresAt: Date) {
        self.user = user
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Whether the ID token expires within `margin` seconds of `now` (or has expired).
    public func needsRefresh(at now: Date, margin: TimeInterval) -> Bool {
        expiresAt.timeIntervalSince(now) <= margin
    }

    public var description: String {
        "AuthSession(uid: \(user.uid), expiresAt: \(expiresAt))"
    }
}
