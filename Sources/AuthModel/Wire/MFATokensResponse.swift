/// Response of v2 `mfaEnrollment:finalize`, `mfaEnrollment:withdraw` and `mfaSignIn:finalize`: new
/// tokens (no `expiresIn`: the ID token's `exp` says), and for an SMS factor its number.
public struct MFATokensResponse: Codable, Sendable, Hashable {
    public var idToken: String?
    public var refreshToken: String?
    public var phoneAuthInfo: PhoneAuthInfo?

    /// The number an SMS factor used.
    public struct PhoneAuthInfo: Codable, Sendable, Hashable {
        public var phoneNumber: String?

        public init(phoneNumber: String? = nil) {
            self.phoneNumber = phoneNumber
        }
    }

    public init(idToken: String? = nil, refreshToken: String? = nil, phoneAuthInfo: PhoneAuthInfo? = nil) {
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.phoneAuthInfo = phoneAuthInfo
    }
}
