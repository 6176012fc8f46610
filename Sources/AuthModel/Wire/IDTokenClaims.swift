import Foundation

/// The claims of a Firebase ID token (snake-case JSON keys as issued).
///
/// ``init(unverifiedJWT:)`` reads them from a token's payload **without checking the signature**; use it
/// only to read the expiry or user id of a token the client received from its own server, never to
/// trust a token someone else presents.
public struct IDTokenClaims: Codable, Sendable, Hashable {
    /// `https://securetoken.google.com/<projectId>`.
    public var issuer: String?
    /// The project id.
    public var audience: String?
    /// Time of the last real sign-in, seconds since 1970.
    public var authTime: Int64?
    public var userID: String?
    public var subject: String?
    /// Seconds since 1970.
    public var issuedAt: Int64?
    /// Seconds since 1970.
    public var expiresAt: Int64?
    public var email: String?
    public var emailVerified: Bool?
    public var phoneNumber: String?
    public var name: String?
    public var picture: String?
    /// `"anonymous"` for anonymous users only.
    public var providerID: String?
    public var firebase: Firebase?

    public init(
        issuer: String? = nil, audience: String? = nil, authTime: Int64? = nil, userID: String? = nil,
        subject: String? = nil, issuedAt: Int64? = nil, expiresAt: Int64? = nil, email: String? = nil,
        emailVerified: Bool? = nil, phoneNumber: String? = nil, name: String? = nil, picture: String? = nil,
        providerID: String? = nil, firebase: Firebase? = nil
    ) {
        self.issuer = issuer
        self.audience = audience
        self.authTime = authTime
        self.userID = userID
        self.subject = subject
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.email = email
        self.emailVerified = emailVerified
        self.phoneNumber = phoneNumber
        self.name = name
        self.picture = picture
        self.providerID = providerID
        self.firebase = firebase
    }

    /// The `firebase` claim.
    public struct Firebase: Codable, Sendable, Hashable {
        /// Provider id → identifiers, e.g. `["email": ["a@b.c"], "google.com": ["1234"]]`.
        public var identities: [String: [String]]?
        /// `password`, `anonymous`, `custom`, `google.com`, `apple.com`, …
        public var signInProvider: String?
        public var tenant: String?
        /// The second factor of the sign-in (`totp`, `phone`), when there was one.
        public var signInSecondFactor: String?
        /// The enrolment id of that second factor.
        public var secondFactorIdentifier: String?

        public init(
            identities: [String: [String]]? = nil, signInProvider: String? = nil, tenant: String? = nil,
            signInSecondFactor: String? = nil, secondFactorIdentifier: String? = nil
        ) {
            self.identities = identities
            self.signInProvider = signInProvider
            self.tenant = tenant
            self.signInSecondFactor = signInSecondFactor
            self.secondFactorIdentifier = secondFactorIdentifier
        }

        enum CodingKeys: String, CodingKey {
            case identities
            case signInProvider = "sign_in_provider"
            case tenant
            case signInSecondFactor = "sign_in_second_factor"
            case secondFactorIdentifier = "second_factor_identifier"
        }
    }

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case audience = "aud"
        case authTime = "auth_time"
        case userID = "user_id"
        case subject = "sub"
        case issuedAt = "iat"
        case expiresAt = "exp"
        case email
        case emailVerified = "email_verified"
        case phoneNumber = "phone_number"
        case name, picture
        case providerID = "provider_id"
        case firebase
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        issuer = try c.decodeIfPresent(String.self, forKey: .issuer)
        audience = try c.decodeIfPresent(String.self, forKey: .audience)
        authTime = try c.decodeLenientInt64(forKey: .authTime)
        userID = try c.decodeIfPresent(String.self, forKey: .userID)
        subject = try c.decodeIfPresent(String.self, forKey: .subject)
        issuedAt = try c.decodeLenientInt64(forKey: .issuedAt)
        expiresAt = try c.decodeLenientInt64(forKey: .expiresAt)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        emailVerified = try c.decodeLenientBool(forKey: .emailVerified)
        phoneNumber = try c.decodeIfPresent(String.self, forKey: .phoneNumber)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        picture = try c.decodeIfPresent(String.self, forKey: .picture)
        providerID = try c.decodeIfPresent(String.self, forKey: .providerID)
        firebase = try c.decodeIfPresent(Firebase.self, forKey: .firebase)
    }

    /// `exp` as a date.
    public var expirationDate: Date? { expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
    /// `iat` as a date.
    public var issuedAtDate: Date? { issuedAt.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
    /// `auth_time` as a date.
    public var authDate: Date? { authTime.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
}

extension IDTokenClaims {
    /// Decodes the payload (second segment, base64url) of a compact JWT **without verifying it**.
    public init(unverifiedJWT token: String) throws(JWTDecodingError) {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw .wrongSegmentCount }
        guard let payload = Base64URL.decode(segments[1]) else { throw .invalidBase64 }
        do {
            self = try JSONDecoder().decode(IDTokenClaims.self, from: payload)
        } catch {
            throw .invalidPayload
        }
    }
}
