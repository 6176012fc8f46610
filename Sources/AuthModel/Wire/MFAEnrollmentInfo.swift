/// One second factor of an account as the server lists it (`mfaInfo[]`, Firebase's `MfaEnrollment`): in
/// a lookup with the whole phone number, in a sign-in waiting for its second factor with all but the
/// last four digits hidden.
public struct MFAEnrollmentInfo: Codable, Sendable, Hashable {
    public var mfaEnrollmentID: String?
    public var displayName: String?
    /// RFC 3339.
    public var enrolledAt: String?
    /// The number of an SMS factor.
    public var phoneInfo: String?
    /// Present (`{}`) for a TOTP factor.
    public var totpInfo: EmptyJSONObject?

    public init(
        mfaEnrollmentID: String? = nil, displayName: String? = nil, enrolledAt: String? = nil,
        phoneInfo: String? = nil, totpInfo: EmptyJSONObject? = nil
    ) {
        self.mfaEnrollmentID = mfaEnrollmentID
        self.displayName = displayName
        self.enrolledAt = enrolledAt
        self.phoneInfo = phoneInfo
        self.totpInfo = totpInfo
    }

    enum CodingKeys: String, CodingKey {
        case mfaEnrollmentID = "mfaEnrollmentId"
        case displayName, enrolledAt, phoneInfo, totpInfo
    }
}
