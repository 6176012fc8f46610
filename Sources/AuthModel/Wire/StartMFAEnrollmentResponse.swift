/// Response of v2 `accounts/mfaEnrollment:start`: the TOTP secret to show the user, or the handle of the
/// SMS code sent.
public struct StartMFAEnrollmentResponse: Codable, Sendable, Hashable {
    public var totpSessionInfo: TOTPSessionInfo?
    public var phoneSessionInfo: PhoneSessionInfo?

    /// A TOTP secret on offer: the key (base32), the code's shape, and the session that finishes it.
    public struct TOTPSessionInfo: Codable, Sendable, Hashable {
        public var sharedSecretKey: String?
        public var verificationCodeLength: Int?
        public var hashingAlgorithm: String?
        public var periodSec: Int?
        public var sessionInfo: String?
        /// RFC 3339: the enrolment must be finished before this.
        public var finalizeEnrollmentTime: String?
        /// Sesame's addition: the name authenticator apps show, when the server's operator set one.
        public var issuer: String?

        public init(
            sharedSecretKey: String? = nil, verificationCodeLength: Int? = nil,
            hashingAlgorithm: String? = nil, periodSec: Int? = nil, sessionInfo: String? = nil,
            finalizeEnrollmentTime: String? = nil, issuer: String? = nil
        ) {
            self.issuer = issuer
            self.sharedSecretKey = sharedSecretKey
            self.verificationCodeLength = verificationCodeLength
            self.hashingAlgorithm = hashingAlgorithm
            self.periodSec = periodSec
            self.sessionInfo = sessionInfo
            self.finalizeEnrollmentTime = finalizeEnrollmentTime
        }
    }

    /// The handle of an SMS code sent (start of an SMS enrolment or second-factor sign-in).
    public struct PhoneSessionInfo: Codable, Sendable, Hashable {
        public var sessionInfo: String?

        public init(sessionInfo: String? = nil) {
            self.sessionInfo = sessionInfo
        }
    }

    public init(totpSessionInfo: TOTPSessionInfo? = nil, phoneSessionInfo: PhoneSessionInfo? = nil) {
        self.totpSessionInfo = totpSessionInfo
        self.phoneSessionInfo = phoneSessionInfo
    }
}
