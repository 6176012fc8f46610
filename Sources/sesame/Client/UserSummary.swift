import AuthClient
import Foundation

/// The account as scripted commands print it (`--json` field names follow Firebase's user record).
struct UserSummary: Encodable, Sendable {
    var uid: String
    var email: String?
    var emailVerified: Bool
    var displayName: String?
    var photoURL: String?
    var providers: [String]
    var isAnonymous: Bool
    var createdAt: Date?
    var lastSignInAt: Date?
    var phoneNumber: String?
    var secondFactors: [SecondFactor]
    var passkeys: [PasskeySummary]

    /// One enrolled second factor.
    struct SecondFactor: Encodable, Sendable {
        var id: String
        /// `totp` or `phone`.
        var factorId: String
        var displayName: String?
        var phoneNumber: String?
        var enrolledAt: Date?

        /// `ID  totp  name  enrolled …`.
        var line: String {
            let formatter = ISO8601DateFormatter()
            return [
                id, factorId, phoneNumber, displayName,
                enrolledAt.map { "enrolled " + formatter.string(from: $0) },
            ]
            .compactMap { $0 }.joined(separator: "  ")
        }
    }

    init(_ user: AuthUser) {
        uid = user.uid
        email = user.email
        emailVerified = user.isEmailVerified
        displayName = user.displayName
        photoURL = user.photoURL?.absoluteString
        providers = user.providerIDs
        isAnonymous = user.isAnonymous
        createdAt = user.createdAt
        lastSignInAt = user.lastSignInAt
        phoneNumber = user.phoneNumber
        secondFactors = user.enrolledFactors.map {
            SecondFactor(
                id: $0.uid, factorId: $0.factorID, displayName: $0.displayName, phoneNumber: $0.phoneNumber,
                enrolledAt: $0.enrolledAt)
        }
        passkeys = user.passkeys.map(PasskeySummary.init)
    }

    /// `name (e-mail)`, the e-mail alone, or the uid for accounts without either.
    var shortName: String {
        switch (displayName, email) {
        case (let name?, let email?): "\(name) <\(email)>"
        case (nil, let email?): email
        case (let name?, nil): name
        case (nil, nil): phoneNumber ?? uid
        }
    }

    /// One `field: value` line per known field.
    var lines: [String] {
        let formatter = ISO8601DateFormatter()
        var lines = ["uid: \(uid)"]
        if let email { lines.append("email: \(email)" + (emailVerified ? " (verified)" : " (not verified)")) }
        if let phoneNumber { lines.append("phone: \(phoneNumber)") }
        if let displayName { lines.append("display name: \(displayName)") }
        if let photoURL { lines.append("photo: \(photoURL)") }
        if !providers.isEmpty { lines.append("providers: " + providers.joined(separator: ", ")) }
        if isAnonymous { lines.append("anonymous: yes") }
        if let createdAt { lines.append("created: " + formatter.string(from: createdAt)) }
        if let lastSignInAt { lines.append("last sign-in: " + formatter.string(from: lastSignInAt)) }
        for factor in secondFactors { lines.append("second factor: " + factor.line) }
        for passkey in passkeys { lines.append("passkey: " + passkey.line) }
        return lines
    }
}
