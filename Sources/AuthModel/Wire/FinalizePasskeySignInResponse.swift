/// Response of v2 `accounts/passkeySignIn:finalize`: tokens, or — for an assertion without user
/// verification on an account with second factors — the second-factor challenge.
public struct FinalizePasskeySignInResponse: Codable, Sendable, Hashable {
    public var localID: String?
    public var idToken: String?
    public var refreshToken: String?
    public var mfaPendingCredential: String?
    public var mfaInfo: [MFAEnrollmentInfo]?

    public init(
        localID: String? = nil, idToken: String? = nil, refreshToken: String? = nil,
        mfaPendingCredential: String? = nil, mfaInfo: [MFAEnrollmentInfo]? = nil
    ) {
        self.localID = localID
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.mfaPendingCredential = mfaPendingCredential
        self.mfaInfo = mfaInfo
    }

    enum CodingKeys: String, CodingKey {
        case localID = "localId"
        case idToken, refreshToken, mfaPendingCredential, mfaInfo
    }
}
