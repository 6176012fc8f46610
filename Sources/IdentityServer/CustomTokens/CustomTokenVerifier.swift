import AuthCrypto
import Foundation
import Storage

/// Checks a custom token the way Firebase does: RS256, signed by a service-account key the server
/// trusts (registered with `sesame service-account create`), `iss` = `sub` = that account's e-mail,
/// `aud` = the identitytoolkit audience, `exp` in the future and at most an hour after `iat`, a `uid` of
/// 1–128 characters, and optional developer `claims` without reserved names.
///
/// Emulator mode reads tokens as Firebase's emulator does: unsigned (`alg: none`) tokens, plain JSON
/// claims and tokens signed by any key, with only `aud` (of JWTs) checked and no expiry.
struct CustomTokenVerifier: Sendable {
    static let audience =
        "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit"
    /// The longest a custom token may live (`exp - iat`), seconds.
    static let maximumLifetime: Double = 3600

    /// What a verified token says.
    struct Verified: Sendable {
        let uid: String
        /// The developer claims (`claims`), to add to every ID token of the session.
        let claims: [String: JSON]
        /// The tenant the token signs in to (firebase-admin's `tenant_id`, from a tenant's client).
        let tenantId: String?
    }

    let store: any IdentityStore
    let clock: ServerClock
    let emulator: Bool

    func verify(_ token: String?) throws(APIError) -> Verified {
        guard let token, !token.isEmpty else { throw .code(.missingCustomToken) }
        let payload: [String: JSON]
        if emulator && token.hasPrefix("{") {
            guard case .object(let object)? = JSONParser<JSON>.parse(token.utf8) else {
                throw .code(
                    .invalidCustomToken,
                    "((Auth Emulator only accepts strict JSON or JWTs as fake custom tokens.))")
            }
            payload = object
        } else {
            guard let jwt = try? JWT(compact: token) else {
                throw .code(.invalidCustomToken, "Invalid assertion format")
            }
            guard jwt.payload["aud"]?.stringValue == Self.audience else {
                throw .code(
                    .invalidCustomToken,
                    "The token's audience is not the identitytoolkit audience. "
                        + "Firebase ID tokens and third-party tokens cannot be used here.")
            }
            if !emulator { try verifySignatureAndTime(jwt) }
            payload = jwt.payload
        }
        var tenantId: String?
        switch payload["tenant_id"] {
        case nil, .null?: tenantId = nil
        case .string(let id)?: tenantId = id
        default: throw .code(.invalidCustomToken, "The tenant_id claim must be a string.")
        }
        return Verified(
            uid: try Self.uid(payload), claims: try Self.developerClaims(payload["claims"]),
            tenantId: tenantId)
    }

    /// The uid a token names, unverified: what a refused sign-in tried (for the audit log).
    static func claimedUid(_ token: String?) -> String? {
        guard let token else { return nil }
        let payload =
            token.hasPrefix("{")
            ? JSONParser<JSON>.parse(token.utf8)?.objectValue : (try? JWT(compact: token))?.payload
        return payload.flatMap { try? uid($0) }
    }

    private static func uid(_ payload: [String: JSON]) throws(APIError) -> String {
        let value = payload["uid"] ?? payload["user_id"]
        let uid: String
        switch value {
        case .string(let text)?: uid = text
        case .int(let number)?: uid = String(number)
        case .double(let number)? where number == number.rounded() && abs(number) < 1e15:
            uid = String(Int64(number))
        default: throw .code(.missingIdentifier)
        }
        guard !uid.isEmpty, uid.count <= 128 else {
            throw .code(.invalidCustomToken, "The uid must be 1 to 128 characters long.")
        }
        return uid
    }

    /// Developer claims: an object of at most 1000 characters (as JSON) without reserved names.
    static func developerClaims(_ value: JSON?) throws(APIError) -> [String: JSON] {
        guard let value, value != .null else { return [:] }
        guard case .object(let claims) = value else { throw .code(.invalidClaims) }
        for name in claims.keys.sorted() where IDTokenClaimsBuilder.reservedClaims.contains(name) {
            throw .code(.forbiddenClaim, name)
        }
        guard SessionClaims.encode(claims).count <= 1000 else { throw .code(.claimsTooLarge) }
        return claims
    }

    /// Production checks: a trusted key of the issuing service account signed it, and it is current.
    private func verifySignatureAndTime(_ jwt: JWT) throws(APIError) {
        guard jwt.header.algorithmName == "RS256" else {
            throw .code(.invalidCustomToken, "A custom token must be signed with RS256.")
        }
        guard case .string(let issuer)? = jwt.payload["iss"], !issuer.isEmpty,
            jwt.payload["sub"]?.stringValue == issuer
        else {
            throw .code(
                .invalidCustomToken, "The token's iss and sub must both be the service account's e-mail.")
        }
        let keys: [ServiceAccountKeyRecord]
        do {
            keys = try store.serviceAccountKeys(clientEmail: issuer)
        } catch {
            throw .storeFailure(error)
        }
        guard !keys.isEmpty else {
            throw .code(
                .credentialMismatch, "The custom token was not signed by a service account of this project.")
        }
        let jwks = JWKSet(
            keys: keys.compactMap { key in
                try? RSAPublicKey(pemRepresentation: key.publicKeyPEM).jwk(keyID: key.keyId)
            })
        let verifier = JWTVerifier(
            keySet: jwks,
            configuration: .init(
                allowedAlgorithms: [.rs256], allowedIssuers: [issuer], allowedAudiences: [Self.audience],
                leeway: 60, requiresKeyID: false),
            now: { [clock] in clock.date })
        do {
            _ = try verifier.verify(jwt)
        } catch {
            throw .code(.invalidCustomToken, Self.reason(error))
        }
        guard let issuedAt = jwt.payload["iat"]?.numberValue, let expiry = jwt.payload["exp"]?.numberValue,
            expiry - issuedAt <= Self.maximumLifetime
        else {
            throw .code(.invalidCustomToken, "A custom token may be valid for at most one hour (exp - iat).")
        }
    }

    private static func reason(_ error: JWTError) -> String {
        switch error {
        case .unknownKeyID: "The token's kid is not a key of its service account."
        case .badSignature, .algorithmKeyMismatch: "The token's signature does not verify."
        case .expired: "The token has expired."
        case .notYetValid, .issuedInFuture: "The token is not valid yet."
        case .missingClaim(let name): "The token has no \(name) claim."
        case .invalidClaim(let name): "The token's \(name) claim is malformed."
        default: "The custom token format is incorrect."
        }
    }
}
