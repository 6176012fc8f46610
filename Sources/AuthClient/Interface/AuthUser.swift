import AuthModel
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
    /// The E.164 phone number the account signs in with, if any.
    public var phoneNumber: String?
    /// The enrolled second factors (Firebase's `multiFactor.enrolledFactors`).
    public var enrolledFactors: [MultiFactorInfo]
    /// The account's passkeys (`passkeyInfo`), in server order.
    public var passkeys: [Passkey]

    /// Creates a user value.
    public init(
        uid: String, email: String? = nil, isEmailVerified: Bool = false, displayName: String? = nil,
        photoURL: URL? = nil, providerIDs: [String] = [], isAnonymous: Bool = false,
        createdAt: Date? = nil, lastSignInAt: Date? = nil, phoneNumber: String? = nil,
        enrolledFactors: [MultiFactorInfo] = [], passkeys: [Passkey] = []
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
        self.phoneNumber = phoneNumber
        self.enrolledFactors = enrolledFactors
        self.passkeys = passkeys
    }

    enum CodingKeys: String, CodingKey {
        case uid, email, isEmailVerified, displayName, photoURL, providerIDs, isAnonymous, createdAt
        case lastSignInAt, phoneNumber, enrolledFactors, passkeys
    }

    /// Sessions saved before phone numbers, second factors and passkeys existed lack those keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        uid = try c.decode(String.self, forKey: .uid)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        isEmailVerified = try c.decode(Bool.self, forKey: .isEmailVerified)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
        photoURL = try c.decodeIfPresent(URL.self, forKey: .photoURL)
        providerIDs = try c.decode([String].self, forKey: .providerIDs)
        isAnonymous = try c.decode(Bool.self, forKey: .isAnonymous)
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt)
        lastSignInAt = try c.decodeIfPresent(Date.self, forKey: .lastSignInAt)
        phoneNumber = try c.decodeIfPresent(String.self, forKey: .phoneNumber)
        enrolledFactors = try c.decodeIfPresent([MultiFactorInfo].self, forKey: .enrolledFactors) ?? []
        passkeys = try c.decodeIfPresent([Passkey].self, forKey: .passkeys) ?? []
    }
}
