/// Second factors (Identity Platform's multi-factor authentication).
public struct MultiFactorSettings: Sendable, Equatable {
    /// TOTP authenticator apps as a second factor.
    public var totp: Bool
    /// SMS codes as a second factor (needs SMS delivery, as phone sign-in does).
    public var sms: Bool
    /// The issuer an authenticator app shows for the account (`otpauth://totp/ISSUER:…`); nil uses the
    /// project id.
    public var totpIssuer: String?
    /// How long a started TOTP enrolment waits for its first code, and a pending sign-in for its
    /// second factor, seconds.
    public var sessionLifetime: Int64
    /// Wrong second-factor codes one pending sign-in takes.
    public var codeAttempts: Int

    public init(
        totp: Bool = true, sms: Bool = true, totpIssuer: String? = nil, sessionLifetime: Int64 = 600,
        codeAttempts: Int = 5
    ) {
        self.totp = totp
        self.sms = sms
        self.totpIssuer = totpIssuer
        self.sessionLifetime = sessionLifetime
        self.codeAttempts = codeAttempts
    }
}
