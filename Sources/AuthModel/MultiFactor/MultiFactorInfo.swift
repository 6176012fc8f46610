import Foundation

/// One second factor of an account (Firebase's `MultiFactorInfo`): a TOTP authenticator app or a phone
/// that gets SMS codes. In a ``MultiFactorChallenge`` the phone number has all but its last four digits
/// hidden.
public struct MultiFactorInfo: Sendable, Hashable, Codable {
    /// What kind of factor it is.
    public enum Factor: Sendable, Hashable, Codable {
        case totp
        case phone(String)
    }

    /// The enrolment's id (`mfaEnrollmentId`, Firebase's `uid` of the factor).
    public var uid: String
    public var displayName: String?
    public var factor: Factor
    public var enrolledAt: Date?

    public init(uid: String, displayName: String? = nil, factor: Factor, enrolledAt: Date? = nil) {
        self.uid = uid
        self.displayName = displayName
        self.factor = factor
        self.enrolledAt = enrolledAt
    }

    /// Firebase's factor id: `totp` or `phone`.
    public var factorID: String {
        switch factor {
        case .totp: "totp"
        case .phone: "phone"
        }
    }

    /// The number of an SMS factor.
    public var phoneNumber: String? {
        if case .phone(let number) = factor { return number }
        return nil
    }

    /// Reads a server's `mfaInfo[]` entry; nil for an entry without an id or of an unknown kind.
    public init?(_ wire: MFAEnrollmentInfo) {
        guard let uid = wire.mfaEnrollmentID, !uid.isEmpty else { return nil }
        let factor: Factor
        if wire.totpInfo != nil {
            factor = .totp
        } else if let number = wire.phoneInfo {
            factor = .phone(number)
        } else {
            return nil
        }
        let enrolledAt = wire.enrolledAt.flatMap(RFC3339.date)
        self.init(
            uid: uid, displayName: wire.displayName.flatMap { $0.isEmpty ? nil : $0 }, factor: factor,
            enrolledAt: enrolledAt)
    }
}
