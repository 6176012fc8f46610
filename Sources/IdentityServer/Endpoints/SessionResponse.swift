import AuthCrypto
extension TokenService.Session {
    /// The `idToken`, `refreshToken`, `expiresIn` members of sign-in responses.
    func merge(into fields: inout [String: JSON]) {
        fields["idToken"] = .string(idToken)
        fields["refreshToken"] = .string(refreshToken)
        fields["expiresIn"] = .string(String(expiresIn))
    }
}
