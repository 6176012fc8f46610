/// How a session was signed in: the first factor's provider (`password`, `google.com`, …) and, after a
/// second factor, which one (`firebase.sign_in_second_factor`: `totp` or `phone`) and its enrolment
/// (`firebase.second_factor_identifier`). Refresh-token families keep it as one string, `encoded`
/// (`password` or `password#totp#<enrollmentId>`), so the ID tokens a refresh issues say the same.
struct SignInMethod: Sendable, Equatable {
    let provider: String
    let secondFactor: String?
    let secondFactorIdentifier: String?

    init(provider: String, secondFactor: String? = nil, secondFactorIdentifier: String? = nil) {
        self.provider = provider
        self.secondFactor = secondFactor
        self.secondFactorIdentifier = secondFactorIdentifier
    }

    /// Reads `encoded` (a plain provider name reads as itself).
    init(encoded: String) {
        let parts = encoded.split(separator: "#", maxSplits: 2, omittingEmptySubsequences: false).map(
            String.init)
        provider = parts[0]
        secondFactor = parts.count > 1 ? parts[1] : nil
        secondFactorIdentifier = parts.count > 2 ? parts[2] : nil
    }

    var encoded: String {
        guard let secondFactor else { return provider }
        return [provider, secondFactor, secondFactorIdentifier ?? ""].joined(separator: "#")
    }
}
