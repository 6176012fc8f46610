/// Response of `accounts:signInWithPhoneNumber`. When the number belongs to another account and the
/// request linked, it carries a ``temporaryProof`` and no tokens.
public struct SignInWithPhoneNumberResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#VerifyPhoneNumberResponse"

    public var kind: String?
    public var localID: String?
    public var phoneNumber: String?
    public var isNewUser: Bool?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?
    public var temporaryProof: String?
    public var temporaryProofExpiresIn: String?

    public init(
        kind: String? = SignInWithPhoneNumberResponse.kindValue, localID: String? = nil,
        phoneNumber: String? = nil, isNewUser: Bool? = nil, idToken: String? = nil,
        refreshToken: String? = nil, expiresIn: String? = nil, temporaryProof: String? = nil
    ) {
        self.kind = kind
        self.localID = localID
        self.phoneNumber = phoneNumber
        self.isNewUser = isNewUser
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
        self.temporaryProof = temporaryProof
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case localID = "localId"
        case phoneNumber, isNewUser, idToken, refreshToken, expiresIn, temporaryProof
        case temporaryProofExpiresIn
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decodeIfPresent(String.self, forKey: .kind)
        localID = try c.decodeIfPresent(String.self, forKey: .localID)
        phoneNumber = try c.decodeIfPresent(String.self, forKey: .phoneNumber)
        isNewUser = try c.decodeIfPresent(Bool.self, forKey: .isNewUser)
        idToken = try c.decodeIfPresent(String.self, forKey: .idToken)
        refreshToken = try c.decodeIfPresent(String.self, forKey: .refreshToken)
        expiresIn = try c.decodeLenientString(forKey: .expiresIn)
        temporaryProof = try c.decodeIfPresent(String.self, forKey: .temporaryProof)
        temporaryProofExpiresIn = try c.decodeLenientString(forKey: .temporaryProofExpiresIn)
    }
}
