import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Accounts as the protocol's `UserInfo` JSON (lookup, batchGet) and `providerUserInfo` lists.
enum AccountRenderer {
    /// Production's placeholder for hashes end users may not see (base64 "REDACTED").
    static let redactedHash = "UkVEQUNURUQ="

    static func userInfo(_ account: AccountRecord, privileged: Bool) -> JSON {
        // Room for every field below, so adding the optional ones never grows (rehashes) the dictionary.
        var fields = [String: JSON](minimumCapacity: 19)
        fields["localId"] = .string(account.localId)
        fields["emailVerified"] = .bool(account.emailVerified)
        fields["disabled"] = .bool(account.disabled)
        fields["createdAt"] = .string(String(account.createdAt))
        fields["validSince"] = .string(String(account.validSince))
        fields["providerUserInfo"] = providerUserInfo(account)
        if let email = account.email { fields["email"] = .string(email) }
        if let initial = account.initialEmail { fields["initialEmail"] = .string(initial) }
        if let name = account.displayName { fields["displayName"] = .string(name) }
        if let photo = account.photoURL { fields["photoUrl"] = .string(photo) }
        if let phone = account.phoneNumber { fields["phoneNumber"] = .string(phone) }
        if let hash = account.passwordHash {
            fields["passwordHash"] = .string(
                privileged ? AuthCrypto.Base64URL.encode(Array(hash.utf8)) : redactedHash)
        }
        if let updated = account.passwordUpdatedAt { fields["passwordUpdatedAt"] = .int(updated) }
        if let login = account.lastLoginAt { fields["lastLoginAt"] = .string(String(login)) }
        if let refresh = account.lastRefreshAt {
            fields["lastRefreshAt"] = .string(RFC3339.string(milliseconds: refresh))
        }
        if let custom = account.customAttributes { fields["customAttributes"] = .string(custom) }
        if let tenant = account.tenantId { fields["tenantId"] = .string(tenant) }
        if account.emailLinkSignIn { fields["emailLinkSignin"] = true }
        if !account.mfaEnrollments.isEmpty {
            fields["mfaInfo"] = .array(MultiFactorInfo.entries(account, obfuscated: false))
        }
        if !account.passkeys.isEmpty {
            fields["passkeyInfo"] = .array(PasskeyInfo.entries(account, privileged: privileged))
        }
        return .object(fields)
    }

    /// Linked identities, with the password provider first when the account has a password or signs in
    /// with e-mail links (Firebase lists both as `password`).
    static func providerUserInfo(_ account: AccountRecord) -> JSON {
        var entries: [JSON] = []
        if account.passwordHash != nil || account.emailLinkSignIn, let email = account.email {
            var entry: [String: JSON] = [
                "providerId": "password", "federatedId": .string(email), "rawId": .string(email),
                "email": .string(email),
            ]
            if let name = account.displayName { entry["displayName"] = .string(name) }
            if let photo = account.photoURL { entry["photoUrl"] = .string(photo) }
            entries.append(.object(entry))
        }
        if let phone = account.phoneNumber, account.provider("phone") == nil {
            entries.append(["providerId": "phone", "rawId": .string(phone), "phoneNumber": .string(phone)])
        }
        for identity in account.providers where identity.providerId != "password" {
            var entry: [String: JSON] = [
                "providerId": .string(identity.providerId), "rawId": .string(identity.rawId),
            ]
            if let value = identity.federatedId { entry["federatedId"] = .string(value) }
            if let value = identity.email { entry["email"] = .string(value) }
            if let value = identity.displayName { entry["displayName"] = .string(value) }
            if let value = identity.photoURL { entry["photoUrl"] = .string(value) }
            if let value = identity.phoneNumber { entry["phoneNumber"] = .string(value) }
            if let value = identity.screenName { entry["screenName"] = .string(value) }
            entries.append(.object(entry))
        }
        return .array(entries)
    }
}
