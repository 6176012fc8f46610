/// A sign-in whose first factor was right, waiting for a second factor (what Firebase's
/// `MultiFactorResolver` holds): the server's pending credential and the account's factors to choose
/// from. ``description`` never shows the credential.
public struct MultiFactorChallenge: Sendable, Hashable, CustomStringConvertible {
    /// The handle `mfaSignIn:start|finalize` redeem (`mfaPendingCredential`); short-lived and single-use.
    public var pendingCredential: String
    /// The factors that can finish the sign-in, in server order.
    public var hints: [MultiFactorInfo]

    public init(pendingCredential: String, hints: [MultiFactorInfo]) {
        self.pendingCredential = pendingCredential
        self.hints = hints
    }

    /// The first TOTP factor, if the account has one.
    public var totpHint: MultiFactorInfo? { hints.first { $0.factor == .totp } }

    public var description: String {
        "MultiFactorChallenge(hints: \(hints.map(\.factorID)))"
    }
}
