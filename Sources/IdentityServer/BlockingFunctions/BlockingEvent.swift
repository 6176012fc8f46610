import AuthCrypto

/// What a blocking function is told about the operation besides the account: how the user signs in,
/// what the provider said, which mail or SMS is about to go out, and where the request came from.
struct BlockingEvent: Sendable {
    /// `sign_in_method`: `password`, `emailLink`, `phone`, `custom`, `anonymous` or the provider id.
    var signInMethod: String?
    /// `sign_in_second_factor` at a second factor's sign-in: `phone` or `totp`.
    var secondFactor: String? = nil
    /// The provider's profile as JSON text (`raw_user_info`).
    var rawUserInfo: String? = nil
    /// A SAML provider's attributes (`sign_in_attributes`).
    var signInAttributes: JSON? = nil
    /// The provider's own tokens: sent only where `forwardInboundCredentials` asks for them.
    var providerIdToken: String? = nil
    var providerAccessToken: String? = nil
    var providerRefreshToken: String? = nil
    var providerExpiresIn: Int64? = nil
    /// `email_type` / `sms_type` and the address or number of the send triggers.
    var emailType: String? = nil
    var email: String? = nil
    var smsType: String? = nil
    var phoneNumber: String? = nil

    static func signIn(_ method: String, secondFactor: String? = nil) -> BlockingEvent {
        BlockingEvent(signInMethod: method, secondFactor: secondFactor)
    }

    /// A mail about to go out: `EMAIL_SIGN_IN` or `PASSWORD_RESET`.
    static func email(_ type: String, to address: String) -> BlockingEvent {
        BlockingEvent(emailType: type, email: address)
    }

    /// An SMS about to go out: `SIGN_IN_OR_SIGN_UP`, `MULTI_FACTOR_SIGN_IN` or `MULTI_FACTOR_ENROLLMENT`.
    static func sms(_ type: String, to number: String) -> BlockingEvent {
        BlockingEvent(smsType: type, phoneNumber: number)
    }
}
