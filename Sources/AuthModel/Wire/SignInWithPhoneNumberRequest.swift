/// Body of `accounts:signInWithPhoneNumber` (v3 `verifyPhoneNumber`): the `sessionInfo` of a sent code
/// and the code (or a `temporaryProof` with its number); with `idToken` the number is linked instead.
public struct SignInWithPhoneNumberRequest: Codable, Sendable, Hashable {
    public var sessionInfo: String?
    public var code: String?
    public var idToken: String?
    public var phoneNumber: String?
    public var temporaryProof: String?
    /// `SIGN_UP_OR_IN`, `REAUTH`, `UPDATE` or `LINK`.
    public var operation: String?
    public var tenantID: String?

    public init(
        sessionInfo: String? = nil, code: String? = nil, idToken: String? = nil, phoneNumber: String? = nil,
        temporaryProof: String? = nil, operation: String? = nil, tenantID: String? = nil
    ) {
        self.sessionInfo = sessionInfo
        self.code = code
        self.idToken = idToken
        self.phoneNumber = phoneNumber
        self.temporaryProof = temporaryProof
        self.operation = operation
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case sessionInfo, code, idToken, phoneNumber, temporaryProof, operation
        case tenantID = "tenantId"
    }
}
