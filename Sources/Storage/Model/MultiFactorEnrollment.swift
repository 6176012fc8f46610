import Foundation

/// A second factor enrolled on an account (Firebase `mfaInfo[]`): a phone number that gets SMS codes,
/// or a TOTP authenticator. Kept with the account (read and written with it, atomically).
/// Instants are Unix milliseconds.
public struct MultiFactorEnrollment: Sendable, Equatable, Codable {
    public enum Factor: Sendable, Equatable, Codable {
        /// SMS codes to this E.164 number.
        case phone(String)
        /// RFC 6238 codes from this shared secret, in the form the server stores it (the store never
        /// reads it; the identity server seals it when it has a key).
        case totp(secret: String)
    }

    /// Firebase `mfaEnrollmentId`; unique within the account.
    public var enrollmentId: String
    public var factor: Factor
    public var displayName: String?
    public var enrolledAt: Int64
    /// TOTP: the last time step a code was accepted for, so the same code (or an older one) is refused.
    public var lastUsedStep: Int64?

    public init(
        enrollmentId: String, factor: Factor, displayName: String? = nil, enrolledAt: Int64,
        lastUsedStep: Int64? = nil
    ) {
        self.enrollmentId = enrollmentId
        self.factor = factor
        self.displayName = displayName
        self.enrolledAt = enrolledAt
        self.lastUsedStep = lastUsedStep
    }

    /// The phone number of an SMS factor.
    public var phoneNumber: String? {
        if case .phone(let number) = factor { return number }
        return nil
    }

    /// Whether this is a TOTP factor.
    public var isTOTP: Bool {
        if case .totp = factor { return true }
        return false
    }
}

extension MultiFactorEnrollment {
    /// The column text the SQL stores keep an account's enrollments in (nil when there are none):
    /// every store writes and reads them through these two functions, so they agree on the format.
    public static func encode(_ enrollments: [MultiFactorEnrollment]) -> String? {
        guard !enrollments.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(enrollments) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads `encode`'s text; unreadable text is a storage failure, never an account without factors.
    public static func decode(_ text: String?) throws(StoreError) -> [MultiFactorEnrollment] {
        guard let text, !text.isEmpty else { return [] }
        do {
            return try JSONDecoder().decode([MultiFactorEnrollment].self, from: Data(text.utf8))
        } catch {
            throw StoreError.storageFailure("unreadable second factors in the database")
        }
    }
}
