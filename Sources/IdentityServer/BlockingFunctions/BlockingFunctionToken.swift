import AuthCrypto
import AuthModel
import Foundation
import Storage

/// The claims of the JWT a blocking function receives (`{"data":{"jwt":…}}`), in Firebase's names:
/// signed by the server's current signing key (RS256, `kid`), issued by the project's token issuer, for
/// the function's URL as audience, so the firebase-functions SDKs verify it with the keys the server
/// publishes. Valid for the call's deadline only.
enum BlockingFunctionToken {
    struct Request: Sendable {
        let trigger: BlockingTrigger
        let functionURL: URL
        let account: AccountRecord?
        let event: BlockingEvent
        let config: BlockingFunctionConfig
        let ip: String
        let userAgent: String?
        let locale: String?
        let tenantId: String?
    }

    static func claims(_ request: Request, issuer: String, now: Int64, lifetime: Int64) -> [String: JSON] {
        var claims: [String: JSON] = [
            "iss": .string(issuer), "aud": .string(request.functionURL.absoluteString),
            "iat": .int(now), "exp": .int(now + lifetime),
            "event_id": .string(eventId()), "event_type": .string(request.trigger.rawValue),
            "ip_address": .string(request.ip),
        ]
        let event = request.event
        claims["user_agent"] = request.userAgent.map { .string($0) }
        claims["locale"] = request.locale.map { .string($0) }
        claims["tenant_id"] = request.tenantId.map { .string($0) }
        claims["sign_in_method"] = event.signInMethod.map { .string($0) }
        claims["sign_in_second_factor"] = event.secondFactor.map { .string($0) }
        claims["raw_user_info"] = event.rawUserInfo.map { .string($0) }
        claims["sign_in_attributes"] = event.signInAttributes
        claims["email_type"] = event.emailType.map { .string($0) }
        claims["email"] = event.email.map { .string($0) }
        claims["sms_type"] = event.smsType.map { .string($0) }
        claims["phone_number"] = event.phoneNumber.map { .string($0) }
        if request.config.forwardsIdToken { claims["oauth_id_token"] = event.providerIdToken.map { .string($0) } }
        if request.config.forwardsAccessToken {
            claims["oauth_access_token"] = event.providerAccessToken.map { .string($0) }
            claims["oauth_expires_in"] = event.providerExpiresIn.map { .int($0) }
        }
        if request.config.forwardsRefreshToken {
            claims["oauth_refresh_token"] = event.providerRefreshToken.map { .string($0) }
        }
        if let account = request.account {
            claims["sub"] = .string(account.localId)
            claims["user_record"] = userRecord(account)
        }
        return claims
    }

    /// The account in `user_record`'s shape (the firebase-functions SDKs' `AuthUserRecord`).
    static func userRecord(_ account: AccountRecord) -> JSON {
        var record: [String: JSON] = [
            "uid": .string(account.localId), "email_verified": .bool(account.emailVerified),
            "disabled": .bool(account.disabled),
        ]
        record["email"] = account.email.map { .string($0) }
        record["display_name"] = account.displayName.map { .string($0) }
        record["photo_url"] = account.photoURL.map { .string($0) }
        record["phone_number"] = account.phoneNumber.map { .string($0) }
        record["tenant_id"] = account.tenantId.map { .string($0) }
        var metadata: [String: JSON] = ["creation_time": .int(account.createdAt)]
        metadata["last_sign_in_time"] = account.lastLoginAt.map { .int($0) }
        record["metadata"] = .object(metadata)
        if account.validSince > 0 { record["tokens_valid_after_time"] = .int(account.validSince) }
        if let raw = account.customAttributes, let claims = JSONParser<JSON>.parse(raw.utf8) {
            record["custom_claims"] = claims
        }
        record["provider_data"] = .array(
            account.providers.map { identity in
                var info: [String: JSON] = [
                    "provider_id": .string(identity.providerId), "uid": .string(identity.rawId),
                ]
                info["email"] = identity.email.map { .string($0) }
                info["display_name"] = identity.displayName.map { .string($0) }
                info["photo_url"] = identity.photoURL.map { .string($0) }
                info["phone_number"] = identity.phoneNumber.map { .string($0) }
                return .object(info)
            })
        if !account.mfaEnrollments.isEmpty {
            let factors: [JSON] = account.mfaEnrollments.map { factor in
                var info: [String: JSON] = [
                    "uid": .string(factor.enrollmentId), "factor_id": .string(factor.isTOTP ? "totp" : "phone"),
                    "enrollment_time": .string(RFC3339.string(milliseconds: factor.enrolledAt)),
                ]
                info["display_name"] = factor.displayName.map { .string($0) }
                info["phone_number"] = factor.phoneNumber.map { .string($0) }
                return .object(info)
            }
            record["multi_factor"] = ["enrolled_factors": .array(factors)]
        }
        return .object(record)
    }

    /// 16 random bytes, base64url: the `event_id` a function may use to recognise a retried event.
    private static func eventId() -> String {
        AuthCrypto.Base64URL.encode((try? SecureRandom.bytes(count: 16)) ?? [])
    }
}
