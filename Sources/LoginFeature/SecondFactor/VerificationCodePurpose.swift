import AuthModel

/// What a typed code finishes: a phone sign-in (the code texted to the number) or a sign-in that
/// needs a second factor (an authenticator app's code, or an SMS code for an enrolled phone).
public enum VerificationCodePurpose: Sendable, Hashable {
    case phoneSignIn(phoneNumber: String, verificationID: String)
    case secondFactor(MultiFactorChallenge)
}
