import AuthCrypto

/// An ID token whose signature and claims checked out.
struct VerifiedIDToken: Sendable {
    let localId: String
    let issuedAt: Int64
    let authTime: Int64
    let signInProvider: String
    let payload: [String: JSON]
}
