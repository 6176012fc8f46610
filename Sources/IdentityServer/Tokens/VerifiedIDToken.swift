import AuthCrypto

/// An ID token whose signature and claims checked out.
struct VerifiedIDToken: Sendable {
    let localId: String
    let issuedAt: Int64
    let authTime: Int64
    let signInProvider: String
    let payload: [String: JSON]
}

extension VerifiedIDToken {
    /// The tenant the token was issued in (`firebase.tenant`); nil for the project's own accounts.
    var tenantId: String? {
        guard case .object(let firebase)? = payload["firebase"] else { return nil }
        return firebase["tenant"]?.stringValue
    }
}

extension VerifiedIDToken {
    /// The first factor and second factor the token says the session signed in with.
    var method: SignInMethod { SignInMethod(encoded: signInProvider) }
}
