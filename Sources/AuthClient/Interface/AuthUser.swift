import Foundation

/// The signed-in account as the app sees it: the profile `accounts:lookup` returns.
public struct AuthUser: Sendable, Hashable, Codable {
    /// The account's id (`localId`).
    public var uid: String
    /// The e-mail address, lower-cased by the server; `nil` for anonymous and some provider accounts.
    public var email: String?
    /// Whether the e-mail address was confirmed.
    public var isEmailVerified: Bool
    public var displayName: String?
    public var photoURL: URL?
    /// Linked sign-in providers (`password`, `google.com`, `apple.com`, …), in server order.
    public var providerIDs: [String]
    /// Whether the account was created by anonymous sign-in and has no credential yet.
    public var isAnonymous: Bool
    /// When the account was created, if the server said.
    public var createdAt: Date?
    /// When the user last signed in (not refreshed), if the server said.
    public var lastSignInAt: Date?

    /// Creates a user value.
    public init(
        uid: String, email: String? = nil, isEmailVerified: Bool = false, displayName: String? = nil,
        photoURL: URL? = nil, providerIDs: [String] = [], isAnonymous: Bool = false,
        createdAt: Date? = nil, lastSignInAt: Date? = nil
    ) {
        self.uid = uid
        self.email = email
        self.isEmailVerified = isEmailVerified
        self.displayName = displayName
        self.photoURL = photoURL
        self.providerIDs = providerIDs
        self.isAnonymous = isAnonymous
        self.createdAt = createdAt
        self.lastSignInAt = lastSignInAt
    }
}
