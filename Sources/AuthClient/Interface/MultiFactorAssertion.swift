/// A second factor's proof (Firebase's `MultiFactorAssertion`): for an enrolment
/// (``AuthClient/enroll(_:displayName:)``) or to finish a sign-in that needs one
/// (``AuthClient/resolveSignIn(_:with:)``). ``description`` never shows codes.
public enum MultiFactorAssertion: Sendable, Hashable, CustomStringConvertible {
    /// The authenticator app's first code for an offered secret (`TotpMultiFactorGenerator
    /// .assertionForEnrollment`).
    case totpEnrollment(secret: TOTPSecret, code: String)
    /// The authenticator app's code for an enrolled TOTP factor (`assertionForSignIn(enrollmentId:otp:)`).
    case totpSignIn(enrollmentID: String, code: String)
    /// An SMS code and the verification id of its sending (`PhoneMultiFactorGenerator.assertion`).
    case phone(verificationID: String, code: String)

    public var description: String {
        switch self {
        case .totpEnrollment: "MultiFactorAssertion(totp enrolment)"
        case .totpSignIn: "MultiFactorAssertion(totp)"
        case .phone: "MultiFactorAssertion(phone)"
        }
    }
}
