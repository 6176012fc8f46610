import AuthClient
import AuthModel

/// Second factors for the reactor tests.
enum MultiFactorFixture {
    static let totp = MultiFactorInfo(uid: "enrol-totp", displayName: "phone app", factor: .totp)
    static let sms = MultiFactorInfo(uid: "enrol-sms", factor: .phone("+*******0100"))
    static let challenge = MultiFactorChallenge(pendingCredential: "pending-1", hints: [sms, totp])
    static let smsOnly = MultiFactorChallenge(pendingCredential: "pending-2", hints: [sms])
    static let secret = TOTPSecret(
        sharedSecretKey: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", sessionInfo: "enrol-session")
}
